import { FormControlLabel, Switch } from '@mui/material';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues, TT> {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
  label: string;
}

/** A yes/no switch bound to a form field. */
export function SwitchField<T extends FieldValues, TT>({ control, name, label }: SwitchFieldProps<T, TT>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={<Switch checked={Boolean(field.value)} onChange={(_e, checked) => field.onChange(checked)} />}
    />
  );
}
