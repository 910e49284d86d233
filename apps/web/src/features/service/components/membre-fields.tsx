import { Box, TextField } from '@mui/material';
import { LIBELLE_HEURES_HEBDO } from '@roulement/contract';
import { useFormContext } from 'react-hook-form';
import { NumberField } from '../../../components/form/number-field';

/** The part of a member form both the creation and the edit dialogs hold. */
export interface MembreChampsForm {
  couleur?: string;
  heuresHebdo?: number;
}

/**
 * Colour (the browser's colour picker) and « Heure(s) par semaine* » of a member, inside the
 * dialog's form context. The label carries its star itself, as the spec writes it.
 */
export function MembreFields() {
  const { control, register, formState } = useFormContext<MembreChampsForm>();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 2 }}>
      <TextField
        label="Couleur"
        type="color"
        {...register('couleur')}
        error={Boolean(formState.errors.couleur)}
        helperText={formState.errors.couleur?.message}
      />
      <NumberField control={control} name="heuresHebdo" label={LIBELLE_HEURES_HEBDO} />
    </Box>
  );
}
