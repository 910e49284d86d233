import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogActions, DialogContent, FormControlLabel, Stack, Switch } from '@mui/material';
import type { Contrat, ContratInput } from '@roulement/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DatePicker } from '../../../components/date-picker/date-picker';
import { DeleteDialog } from '../../../components/dialogs/delete-dialog';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { messageOf } from '../../../lib/api-client';
import { aujourdhui } from '../../../lib/format';
import { useAjouterContrat } from '../api/ajouter-contrat';
import { useContratTypes } from '../api/lister-contrat-types';
import { useMetiers } from '../api/lister-metiers';
import { useModifierContrat } from '../api/modifier-contrat';
import { useSupprimerContrat } from '../api/supprimer-contrat';
import {
  type ContratFormInput,
  type ContratFormOutput,
  ContratFormSchema,
  finAffichee,
  finRequise,
  valeursContrat,
} from './contrat-form-schema';

interface ContratDialogProps {
  open: boolean;
  employeId: number;
  /** The contract to change, or null to add one. */
  contrat: Contrat | null;
  onClose: () => void;
  onSaved?: (message: string) => void;
}

export function ContratDialog({ open, contrat, onClose, ...rest }: ContratDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width={600}
      title={contrat ? 'Modifier le contrat' : 'Ajouter un contrat'}
    >
      {(titleId) => <ContratForm contrat={contrat} onClose={onClose} titleId={titleId} {...rest} />}
    </FormDialog>
  );
}

/** Spec §5 contract form: end date hidden for a new CDI and required for other types; on-call days for a cadre. */
function ContratForm({
  employeId,
  contrat,
  onClose,
  onSaved,
  titleId,
}: Omit<ContratDialogProps, 'open'> & { titleId: string }) {
  const types = useContratTypes();
  const metiers = useMetiers();
  const ajouter = useAjouterContrat(employeId);
  const modifier = useModifierContrat(employeId);
  const supprimer = useSupprimerContrat(employeId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<ContratFormInput, unknown, ContratFormOutput>({
    resolver: zodResolver(ContratFormSchema),
    defaultValues: valeursContrat(contrat, aujourdhui()),
  });
  const { errors } = form.formState;
  const [contratTypeId, cadre] = useWatch({ control: form.control, name: ['contratTypeId', 'cadre'] });
  const avecFin = finAffichee(contratTypeId, contrat !== null);
  const mutation = contrat ? modifier : ajouter;
  const done = (message: string) => {
    onSaved?.(message);
    onClose();
  };
  const submit = form.handleSubmit((valeurs) => {
    const body: ContratInput = { ...valeurs, dateFin: avecFin ? (valeurs.dateFin ?? null) : null };
    if (contrat)
      modifier.mutate({ contratId: contrat.contratId, contrat: body }, { onSuccess: () => done('Contrat modifié') });
    else ajouter.mutate(body, { onSuccess: () => done('Contrat ajouté') });
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller
            control={form.control}
            name="contratTypeId"
            render={({ field }) => (
              <SelectField
                label="Type de contrat"
                required
                value={field.value}
                options={(types.data ?? []).map((t) => ({
                  value: t.contratTypeId,
                  label: `${t.acronyme} — ${t.libelle}`,
                }))}
                onChange={(value) => {
                  field.onChange(value);
                  if (!finAffichee(value, contrat !== null)) form.setValue('dateFin', null);
                }}
                error={errors.contratTypeId?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="metierId"
            render={({ field }) => (
              <SelectField
                label="Métier"
                required
                value={field.value}
                options={(metiers.data ?? []).map((m) => ({ value: m.metierId, label: m.libelle }))}
                onChange={field.onChange}
                error={errors.metierId?.message}
              />
            )}
          />
          <NumberField control={form.control} name="heuresHebdo" label="Heures hebdomadaires" required />
          <Controller
            control={form.control}
            name="dateDebut"
            render={({ field }) => (
              <DatePicker
                label="Date de début"
                required
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={Boolean(errors.dateDebut)}
                helperText={errors.dateDebut?.message}
              />
            )}
          />
          {avecFin ? (
            <Controller
              control={form.control}
              name="dateFin"
              render={({ field }) => (
                <DatePicker
                  label="Date de fin"
                  required={finRequise(contratTypeId)}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={Boolean(errors.dateFin)}
                  helperText={errors.dateFin?.message}
                />
              )}
            />
          ) : null}
          <FormControlLabel
            control={
              <Controller
                control={form.control}
                name="cadre"
                render={({ field }) => (
                  <Switch
                    checked={field.value ?? false}
                    onChange={(_event, checked) => {
                      field.onChange(checked);
                      if (!checked) form.setValue('nbJoursAstreintesAnnuels', 0);
                    }}
                  />
                )}
              />
            }
            label="Cadre"
          />
          {cadre ? (
            <NumberField control={form.control} name="nbJoursAstreintesAnnuels" label="Jours d'astreinte annuels" />
          ) : null}
          {mutation.isError ? <Alert severity="error">{messageOf(mutation.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {contrat ? (
          <Button color="error" onClick={() => setConfirmDelete(true)} sx={{ mr: 'auto' }}>
            Supprimer
          </Button>
        ) : null}
        <Button onClick={onClose}>Annuler</Button>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          {contrat ? 'Enregistrer' : 'Créer'}
        </Button>
      </DialogActions>
      {contrat ? (
        <DeleteDialog
          open={confirmDelete}
          title="Supprimer le contrat"
          pending={supprimer.isPending}
          error={supprimer.isError ? messageOf(supprimer.error) : null}
          onDelete={() => supprimer.mutate(contrat.contratId, { onSuccess: () => done('Contrat supprimé') })}
          onClose={() => setConfirmDelete(false)}
        />
      ) : null}
    </form>
  );
}
