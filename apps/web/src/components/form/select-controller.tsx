import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field';

type SelectControllerProps<T extends FieldValues, TT, V extends string | number> = {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
} & Omit<SelectFieldProps<V>, 'value' | 'onChange' | 'error' | 'name'>;

/** A list choice bound to a form field, its error message under it. */
export function SelectController<T extends FieldValues, TT, V extends string | number>({
  control,
  name,
  ...props
}: SelectControllerProps<T, TT, V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField<V>
      {...props}
      name={field.name}
      value={typeof field.value === 'number' || typeof field.value === 'string' ? (field.value as V) : undefined}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
