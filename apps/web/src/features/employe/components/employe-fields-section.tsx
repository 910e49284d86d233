import { Box, TextField, Typography } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { DateField } from '../../../components/form/date-field';
import { NumberField } from '../../../components/form/number-field';
import { SwitchField } from '../../../components/form/switch-field';
import type { EmployeCreationForm, EmployeCreationValeurs } from './employe-creation-schema';

type Form = UseFormReturn<EmployeCreationForm, unknown, EmployeCreationValeurs>;
type Solde = 'soldeRecupInitial' | 'soldeInitialCongesPayes' | 'soldeInitialCongesTrimestriels';

/** Spec §2.11 employee section: professional e-mail, flags, seniority date and initial balances. */
export function EmployeFieldsSection({ form }: { form: Form }) {
  const { errors } = form.formState;
  const solde = (name: Solde, label: string) => (
    <NumberField control={form.control} name={name} label={label} required />
  );
  return (
    <Box component="section" aria-labelledby="section-employe">
      <Typography id="section-employe" variant="h6" component="h2" gutterBottom>
        Employé
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          label="E-mail professionnel"
          type="email"
          {...form.register('emailPro')}
          error={Boolean(errors.emailPro)}
          helperText={errors.emailPro?.message}
        />
        <DateField control={form.control} name="dateEntreeAnciennete" label="Date d'entrée (ancienneté)" />
        <SwitchField control={form.control} name="delegueDuPersonnel" label="Délégué du personnel" />
        <SwitchField control={form.control} name="administrateur" label="Administrateur" />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
        Soldes initiaux
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
        {solde('soldeRecupInitial', 'Solde de récupération initial (heures)')}
        {solde('soldeInitialCongesPayes', 'Solde initial de congés payés (jours)')}
        {solde('soldeInitialCongesTrimestriels', 'Solde initial de congés trimestriels (jours)')}
      </Box>
    </Box>
  );
}
