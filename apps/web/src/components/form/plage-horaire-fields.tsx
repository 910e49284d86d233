import { Stack } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { HeureField, type useSaisiesHoraires } from './heure-field';

interface Bornes {
  min?: number | null;
  max?: number | null;
}

interface PlageHoraireFieldsProps<T extends FieldValues, TT> {
  control: Control<T, unknown, TT>;
  /** The form's start and end fields, in minutes. */
  noms: { debut: FieldPath<T>; fin: FieldPath<T> };
  /** Each form's own rule, the other field's value among them so that start stays before end. */
  bornes: { debut: Bornes; fin: Bornes };
  saisies: ReturnType<typeof useSaisiesHoraires>;
}

/** 'Début' and 'Fin' side by side; a time either picker refuses blocks the form through `saisies`. */
export function PlageHoraireFields<T extends FieldValues, TT>({
  control,
  noms,
  bornes,
  saisies,
}: PlageHoraireFieldsProps<T, TT>) {
  return (
    <Stack direction="row" spacing={2}>
      <HeureField
        control={control}
        name={noms.debut}
        label="Début"
        {...bornes.debut}
        onValidityChange={saisies.validite('debut')}
      />
      <HeureField
        control={control}
        name={noms.fin}
        label="Fin"
        {...bornes.fin}
        onValidityChange={saisies.validite('fin')}
      />
    </Stack>
  );
}
