import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Switch } from '@mui/material';
import type { Contrat, ContratInput } from '@roulement/contract';
import { Controller, useWatch } from 'react-hook-form';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { NumberField } from '../../../components/form/number-field';
import { SelectController } from '../../../components/form/select-controller';
import { SelectField } from '../../../components/form/select-field';
import { useDialogForm } from '../../../components/form/use-formulaire';
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
  const { form, terminer, dialogForm } = useDialogForm<ContratFormInput, ContratFormOutput>({
    resolver: zodResolver(ContratFormSchema),
    defaultValues: valeursContrat(contrat, aujourdhui()),
    // The body wraps the form's values: { employeId, contrat: {…} }.
    champServeur: (chemin) => chemin.replace(/^contrat\./, ''),
    envoyer: async (valeurs) => {
      const body: ContratInput = { ...valeurs, dateFin: avecFin ? (valeurs.dateFin ?? null) : null };
      if (!contrat) {
        await ajouter.mutateAsync(body);
        return 'Contrat ajouté';
      }
      await modifier.mutateAsync({ contratId: contrat.contratId, contrat: body });
      return 'Contrat modifié';
    },
    onSaved,
    onClose,
  });
  const { errors } = form.formState;
  const [contratTypeId, cadre] = useWatch({ control: form.control, name: ['contratTypeId', 'cadre'] });
  const avecFin = finAffichee(contratTypeId, contrat !== null);

  return (
    <DialogForm
      titleId={titleId}
      {...dialogForm}
      libelleValider={contrat ? 'Enregistrer' : 'Créer'}
      suppression={
        contrat
          ? {
              titre: 'Supprimer le contrat',
              pending: supprimer.isPending,
              error: supprimer.isError ? messageOf(supprimer.error) : null,
              onDelete: () => supprimer.mutate(contrat.contratId, { onSuccess: () => terminer('Contrat supprimé') }),
            }
          : undefined
      }
    >
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
      <SelectController
        control={form.control}
        name="metierId"
        label="Métier"
        required
        options={(metiers.data ?? []).map((m) => ({ value: m.metierId, label: m.libelle }))}
      />
      <NumberField control={form.control} name="heuresHebdo" label="Heures hebdomadaires" required />
      <DateField control={form.control} name="dateDebut" label="Date de début" required vide="" />
      {avecFin ? (
        <DateField control={form.control} name="dateFin" label="Date de fin" required={finRequise(contratTypeId)} />
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
    </DialogForm>
  );
}
