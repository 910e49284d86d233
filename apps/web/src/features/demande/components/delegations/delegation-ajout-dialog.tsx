import { zodResolver } from '@hookform/resolvers/zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { DateField } from '../../../../components/form/date-field';
import { SelectController } from '../../../../components/form/select-controller';
import { useDialogForm } from '../../../../components/form/use-formulaire';
import { aujourdhui } from '../../../../lib/format';
import { useCreerDelegation } from '../../api/creer-delegation';
import { useCandidatsDelegation } from '../../api/lister-candidats-delegation';
import { type DelegationForm, type DelegationValeurs, delegationFormSchema } from './delegation-form-schema';

export interface EtablissementDelegable {
  etablissementId: number;
  raisonSociale: string;
}

interface DelegationAjoutDialogProps {
  open: boolean;
  /** The establishments where the user works: a delegation stays within one. */
  etablissements: readonly EtablissementDelegable[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function DelegationAjoutDialog({ open, ...props }: DelegationAjoutDialogProps) {
  return (
    <FormDialog open={open} onClose={props.onClose} width={600} title="Déléguer mes validations">
      {(titleId) => <DelegationAjoutFormulaire {...props} titleId={titleId} />}
    </FormDialog>
  );
}

function DelegationAjoutFormulaire({
  etablissements,
  onClose,
  onSaved,
  titleId,
}: Omit<DelegationAjoutDialogProps, 'open'> & { titleId: string }) {
  const creer = useCreerDelegation();
  const seul = etablissements.length === 1 ? etablissements[0]!.etablissementId : undefined;
  const { form, dialogForm } = useDialogForm<DelegationForm, DelegationValeurs>({
    resolver: zodResolver(delegationFormSchema),
    defaultValues: { etablissementId: seul, dateDebut: aujourdhui(), dateFin: '' },
    envoyer: async (body) => {
      await creer.mutateAsync(body);
      return 'Délégation enregistrée';
    },
    onSaved,
    onClose,
  });
  const etablissementId = form.watch('etablissementId');
  const candidats = useCandidatsDelegation(typeof etablissementId === 'number' ? etablissementId : undefined);

  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Déléguer">
      <SelectController
        control={form.control}
        name="etablissementId"
        label="Établissement"
        required
        options={etablissements.map((e) => ({ value: e.etablissementId, label: e.raisonSociale }))}
      />
      <SelectController
        control={form.control}
        name="delegataireId"
        label="Collègue"
        required
        disabled={candidats.data === undefined}
        helperText={candidats.isError ? 'Impossible de charger les collègues' : undefined}
        options={(candidats.data ?? []).map((c) => ({ value: c.utilisateurId, label: `${c.nomComplet} (${c.email})` }))}
      />
      <DateField control={form.control} name="dateDebut" label="Du" required vide="" />
      <DateField control={form.control} name="dateFin" label="Au" required vide="" />
    </DialogForm>
  );
}
