import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import type { CongesCredit } from '@roulement/contract';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { NumberField } from '../../../components/form/number-field';
import { SelectController } from '../../../components/form/select-controller';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { messageOf } from '../../../lib/api-client';
import { aujourdhui } from '../../../lib/format';
import { useCongesTypes } from '../../../lib/lister-conges-types';
import type { Sens } from '../../../lib/nombre-signe';
import { useCrediterConges } from '../api/crediter-conges';
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
  const { form, terminer, dialogForm } = useDialogForm<CreditCongesForm, CreditCongesValeurs>({
    resolver: zodResolver(creditCongesSchema(sens)),
    defaultValues: valeursCredit(employeId, credit, aujourdhui()),
    envoyer: async (body) => {
      if (credit) {
        await modifier.mutateAsync({ congesCreditId: credit.congesCreditId, body });
        return 'Modification enregistrée';
      }
      await crediter.mutateAsync(body);
      return sens === 'credit' ? 'Congés crédités' : 'Congés débités';
    },
    onSaved,
    onClose,
  });
  // Spec §5: type, date and expiry only for an exceptional credit (every new one is).
  const exceptionnel = credit?.exceptionnel ?? true;

  return (
    <DialogForm
      titleId={titleId}
      {...dialogForm}
      libelleValider={credit ? 'Enregistrer' : sens === 'credit' ? 'Créditer' : 'Débiter'}
      suppression={
        credit?.abilities.supprimer
          ? {
              titre: sens === 'credit' ? 'Supprimer le crédit' : 'Supprimer le débit',
              pending: supprimer.isPending,
              error: supprimer.isError ? messageOf(supprimer.error) : null,
              onDelete: () =>
                supprimer.mutate(credit.congesCreditId, { onSuccess: () => terminer('Suppression enregistrée') }),
            }
          : undefined
      }
    >
      <SelectController
        control={form.control}
        name="employeId"
        label="Employé"
        required
        disabled={credit !== null}
        options={employes.map((e) => ({ value: e.employeId, label: e.nomComplet }))}
      />
      <SelectController
        control={form.control}
        name="type"
        label="Type de congé"
        required
        disabled={!exceptionnel}
        options={(types.data ?? []).filter((t) => t.avecSolde).map((t) => ({ value: t.congesTypeId, label: t.label }))}
      />
      <NumberField control={form.control} name="nbJours" label="Nombre de jours" required />
      <DateField control={form.control} name="date" label="Date" required disabled={!exceptionnel} vide="" />
      <DateField control={form.control} name="dateExpiration" label="Date d'expiration" disabled={!exceptionnel} />
      <TextField label="Commentaire" multiline minRows={2} {...form.register('commentaire')} />
    </DialogForm>
  );
}
