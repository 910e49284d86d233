import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import type { CongesCredit } from '@roulement/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DatePicker } from '../../../components/date-picker/date-picker';
import { DeleteDialog } from '../../../components/dialogs/delete-dialog';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { messageOf } from '../../../lib/api-client';
import { aujourdhui } from '../../../lib/format';
import type { Sens } from '../../../lib/nombre-signe';
import { useCrediterConges } from '../api/crediter-conges';
import { useCongesTypes } from '../api/lister-conges-types';
import { useModifierCreditConges } from '../api/modifier-credit-conges';
import { useSupprimerCreditConges } from '../api/supprimer-credit-conges';
import type { SurEmploye } from '../api/sur-employe';
import {
  type CreditCongesForm,
  type CreditCongesValeurs,
  creditCongesSchema,
  sensDuCredit,
  TITRES_CREDIT,
  valeursCredit,
} from './credit-conges-schema';

export interface CreditCongesDialogProps extends SurEmploye {
  open: boolean;
  /** Credit or debit, for a new one; an existing one keeps its sign. */
  sens: Sens;
  /** The credit to change, or null to create one. */
  credit: CongesCredit | null;
  employeId: number;
  /** Employees the credit may go to (spec §5: picked only while creating). */
  employes: readonly { employeId: number; nomComplet: string }[];
  onClose: () => void;
  onSaved?: (message: string) => void;
}

export function CreditCongesDialog({ open, credit, sens, ...props }: CreditCongesDialogProps) {
  const vraiSens = credit ? sensDuCredit(credit) : sens;
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      width={600}
      title={TITRES_CREDIT[credit ? 'modification' : 'creation'][vraiSens]}
    >
      {(titleId) => <CreditCongesFormulaire {...props} credit={credit} sens={vraiSens} titleId={titleId} />}
    </FormDialog>
  );
}

function CreditCongesFormulaire(props: Omit<CreditCongesDialogProps, 'open'> & { titleId: string }) {
  const { sens, credit, employeId, employes, onEmploye, onClose, onSaved, titleId } = props;
  const types = useCongesTypes();
  const crediter = useCrediterConges({ onEmploye });
  const modifier = useModifierCreditConges({ onEmploye });
  const supprimer = useSupprimerCreditConges({ onEmploye });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<CreditCongesForm, unknown, CreditCongesValeurs>({
    resolver: zodResolver(creditCongesSchema(sens)),
    defaultValues: valeursCredit(employeId, credit, aujourdhui()),
  });
  const { errors } = form.formState;
  // Spec §5: type, date and expiry only for an exceptional credit (every new one is).
  const exceptionnel = credit?.exceptionnel ?? true;
  const mutation = credit ? modifier : crediter;
  const done = (message: string) => {
    onSaved?.(message);
    onClose();
  };
  const submit = form.handleSubmit((body) => {
    if (credit)
      modifier.mutate(
        { congesCreditId: credit.congesCreditId, body },
        { onSuccess: () => done('Modification enregistrée') },
      );
    else crediter.mutate(body, { onSuccess: () => done(sens === 'credit' ? 'Congés crédités' : 'Congés débités') });
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller
            control={form.control}
            name="employeId"
            render={({ field }) => (
              <SelectField
                label="Employé"
                required
                disabled={credit !== null}
                value={typeof field.value === 'number' ? field.value : undefined}
                options={employes.map((e) => ({ value: e.employeId, label: e.nomComplet }))}
                onChange={field.onChange}
                error={errors.employeId?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <SelectField
                label="Type de congé"
                required
                disabled={!exceptionnel}
                value={typeof field.value === 'number' ? field.value : undefined}
                options={(types.data ?? [])
                  .filter((t) => t.avecSolde)
                  .map((t) => ({ value: t.congesTypeId, label: t.label }))}
                onChange={field.onChange}
                error={errors.type?.message}
              />
            )}
          />
          <NumberField control={form.control} name="nbJours" label="Nombre de jours" required />
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <DatePicker
                label="Date"
                required
                disabled={!exceptionnel}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={Boolean(errors.date)}
                helperText={errors.date?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="dateExpiration"
            render={({ field }) => (
              <DatePicker
                label="Date d'expiration"
                disabled={!exceptionnel}
                value={field.value ?? null}
                onChange={field.onChange}
                error={Boolean(errors.dateExpiration)}
                helperText={errors.dateExpiration?.message}
              />
            )}
          />
          <TextField label="Commentaire" multiline minRows={2} {...form.register('commentaire')} />
          {mutation.isError ? <Alert severity="error">{messageOf(mutation.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {credit?.abilities.supprimer ? (
          <Button color="error" onClick={() => setConfirmDelete(true)} sx={{ mr: 'auto' }}>
            Supprimer
          </Button>
        ) : null}
        <Button onClick={onClose}>Annuler</Button>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          {credit ? 'Enregistrer' : sens === 'credit' ? 'Créditer' : 'Débiter'}
        </Button>
      </DialogActions>
      {credit ? (
        <DeleteDialog
          open={confirmDelete}
          title={sens === 'credit' ? 'Supprimer le crédit' : 'Supprimer le débit'}
          pending={supprimer.isPending}
          error={supprimer.isError ? messageOf(supprimer.error) : null}
          onDelete={() => supprimer.mutate(credit.congesCreditId, { onSuccess: () => done('Suppression enregistrée') })}
          onClose={() => setConfirmDelete(false)}
        />
      ) : null}
    </form>
  );
}
