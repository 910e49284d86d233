import { TextField } from '@mui/material';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { SelectField } from '../../../../components/form/select-field';
import type { MembreChoisissable } from '../../utils/choix-demandeur';

interface MembreFieldProps<T extends FieldValues, TT> {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
  membres: readonly MembreChoisissable[];
}

/** The membership (service) a request is for: a choice when the user has several, its name otherwise. */
export function MembreField<T extends FieldValues, TT>({ control, name, membres }: MembreFieldProps<T, TT>) {
  const { field, fieldState } = useController({ control, name });
  const valeur = typeof field.value === 'number' ? field.value : undefined;
  if (membres.length <= 1) {
    return (
      <TextField
        label="Service"
        value={membres.find((m) => m.membreId === valeur)?.libelle ?? membres[0]?.libelle ?? ''}
        disabled
        required
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message}
      />
    );
  }
  return (
    <SelectField
      label="Service"
      required
      name={field.name}
      value={valeur}
      options={membres.map((m) => ({ value: m.membreId, label: m.libelle }))}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
