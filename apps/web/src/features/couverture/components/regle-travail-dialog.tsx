import { zodResolver } from '@hookform/resolvers/zod';
import { PARTS_HEURES_COMPLEMENTAIRES, type RegleTravail, type RegleTravailBody } from '@roulement/contract';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { NumberField } from '../../../components/form/number-field';
import { SelectController } from '../../../components/form/select-controller';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { aujourdhui } from '../../../lib/format';
import { useCreerRegleTravail } from '../api/creer-regle-travail';
import {
  DUREES_REGLE,
  enHeures,
  HEURES_COMPLEMENTAIRES,
  JOURS_CONSECUTIFS,
  LIBELLES_PART,
  type RegleTravailForm,
  regleTravailFormSchema,
} from '../utils/regles-travail';

interface RegleTravailDialogProps {
  associationId: number;
  /** The version in force: the new one starts from its figures. */
  depart: RegleTravail;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** A new version of the working-time rules, from its date (decision 109: versions are only added). */
export function RegleTravailDialog({ open, onClose, ...props }: RegleTravailDialogProps) {
  return (
    <FormDialog open={open} title="Nouvelle version des règles du temps de travail" width={600} onClose={onClose}>
      {(titleId) => <RegleTravailFormulaire titleId={titleId} onClose={onClose} {...props} />}
    </FormDialog>
  );
}

function RegleTravailFormulaire({
  titleId,
  associationId,
  depart,
  onClose,
  onSaved,
}: Omit<RegleTravailDialogProps, 'open'> & { titleId: string }) {
  const creer = useCreerRegleTravail(associationId);
  const { form, dialogForm } = useDialogForm<RegleTravailForm, RegleTravailBody>({
    resolver: zodResolver(regleTravailFormSchema),
    defaultValues: { ...enHeures(depart), dateDebut: aujourdhui() },
    envoyer: async (body) => {
      await creer.mutateAsync(body);
      return `Règles du temps de travail en vigueur à partir du ${body.dateDebut.split('-').reverse().join('/')}`;
    },
    onSaved,
    onClose,
  });
  return (
    <DialogForm titleId={titleId} libelleValider="Enregistrer" {...dialogForm}>
      <DateField control={form.control} name="dateDebut" label="En vigueur à partir du" vide="" required />
      {DUREES_REGLE.map(({ champ, libelle, source }) => (
        <NumberField
          key={champ}
          control={form.control}
          name={champ}
          label={`${libelle} (heures)`}
          helperText={source}
          required
        />
      ))}
      <NumberField
        control={form.control}
        name="joursConsecutifsMax"
        label={JOURS_CONSECUTIFS.libelle}
        helperText={JOURS_CONSECUTIFS.source}
        required
      />
      <SelectController
        control={form.control}
        name="partHeuresComplementaires"
        label={HEURES_COMPLEMENTAIRES.libelle}
        helperText={HEURES_COMPLEMENTAIRES.source}
        options={PARTS_HEURES_COMPLEMENTAIRES.map((p) => ({ value: p, label: LIBELLES_PART[p] }))}
        required
      />
    </DialogForm>
  );
}
