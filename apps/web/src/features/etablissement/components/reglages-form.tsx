import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { type EtablissementDetail, GRANULARITES, ReglagesBodySchema } from '@roulement/contract';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { SwitchField } from '../../../components/form/switch-field';
import { useFormulaire } from '../../../components/form/use-formulaire';
import { useModifierReglages } from '../api/etablissement-admin';

type Saisie = z.input<typeof ReglagesBodySchema>;
const OPTIONS_GRANULARITE = GRANULARITES.map((g) => ({ value: g, label: `${g} minutes` }));

/** Issue 13: what the establishment has is a setting (Administrateur only). */
export function ReglagesForm({
  etablissement,
  onSaved,
}: {
  etablissement: EtablissementDetail;
  onSaved: (m: string) => void;
}) {
  const modifier = useModifierReglages(etablissement.etablissementId);
  const { form, soumission } = useFormulaire<Saisie, z.output<typeof ReglagesBodySchema>>({
    resolver: zodResolver(ReglagesBodySchema),
    defaultValues: {
      aideIndividuelleMensuelle: etablissement.aideIndividuelleMensuelle,
      exportPaye: etablissement.exportPaye,
      annexe10: etablissement.annexe10,
      relanceValidationJours: etablissement.relanceValidationJours,
      numeroUrgence: etablissement.numeroUrgence ?? '',
      urlApplicationUsagers: etablissement.urlApplicationUsagers ?? '',
      granulariteMinutes: etablissement.granulariteMinutes,
    },
    envoyer: async (body) => {
      await modifier.mutateAsync(body);
      onSaved('Réglages enregistrés');
    },
  });
  const { errors } = form.formState;
  return (
    <Paper component="form" noValidate onSubmit={soumission.onSubmit} aria-label="Réglages" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        Réglages
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <SwitchField control={form.control} name="aideIndividuelleMensuelle" label="Aide individuelle mensuelle" />
        <SwitchField control={form.control} name="exportPaye" label="Export des éléments de paye" />
        <SwitchField control={form.control} name="annexe10" label="Annexe 10 (pas de congés trimestriels)" />
        <NumberField control={form.control} name="relanceValidationJours" label="Relance des validations (jours)" />
        <TextField
          label="Numéro d'urgence"
          {...form.register('numeroUrgence')}
          error={Boolean(errors.numeroUrgence)}
          helperText={errors.numeroUrgence?.message}
        />
        <TextField
          label="Application des usagers (adresse web)"
          {...form.register('urlApplicationUsagers')}
          error={Boolean(errors.urlApplicationUsagers)}
          helperText={errors.urlApplicationUsagers?.message ?? 'Vide : les écrans intégrés'}
        />
        <Controller
          control={form.control}
          name="granulariteMinutes"
          render={({ field, fieldState }) => (
            <SelectField
              label="Granularité des horaires"
              name={field.name}
              value={field.value}
              options={OPTIONS_GRANULARITE}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        {soumission.erreur !== null ? <Alert severity="error">{soumission.erreur}</Alert> : null}
        <Button type="submit" variant="contained" loading={soumission.pending} sx={{ alignSelf: 'flex-start' }}>
          Enregistrer
        </Button>
      </Stack>
    </Paper>
  );
}
