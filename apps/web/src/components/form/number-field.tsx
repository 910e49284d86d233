import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { nombreDepuisSaisie } from '../../lib/saisie-nombre';

type NumberFieldProps<T extends FieldValues, TT> = {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'>;

const texteDe = (valeur: unknown): string =>
  typeof valeur === 'number' && Number.isFinite(valeur) ? String(valeur).replace('.', ',') : '';

/**
 * A number typed as text, French decimal comma accepted and shown: the form receives a number,
 * `undefined` when empty and `NaN` when unreadable, so the contract's schema says which message.
 */
export function NumberField<T extends FieldValues, TT>({
  control,
  name,
  helperText,
  ...props
}: NumberFieldProps<T, TT>) {
  const { field, fieldState } = useController({ control, name });
  const [texte, setTexte] = useState(() => texteDe(field.value));
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={texte}
      onChange={(event) => {
        setTexte(event.target.value);
        field.onChange(nombreDepuisSaisie(event.target.value));
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
