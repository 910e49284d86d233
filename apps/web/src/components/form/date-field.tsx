import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from '../date-picker/date-picker';

type DateFieldProps<T extends FieldValues, TT> = {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
  /** What the form holds when the date is empty: '' for a required date, null for an optional one. */
  vide?: '' | null;
} & Omit<DatePickerProps, 'value' | 'onChange' | 'error' | 'helperText' | 'name'>;

/** A date picker bound to a form field, its error message under it. */
export function DateField<T extends FieldValues, TT>({ control, name, vide = null, ...props }: DateFieldProps<T, TT>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DatePicker
      {...props}
      name={field.name}
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? vide)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
