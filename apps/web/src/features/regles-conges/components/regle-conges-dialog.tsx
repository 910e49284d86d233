import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import {
  CATEGORIES_METIER,
  LIBELLES_CATEGORIES_METIER,
  type RegleConges,
  type RegleCongesBody,
  RegleCongesBodySchema,
} from '@roulement/contract';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { NumberField } from '../../../components/form/number-field';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { aujourdhui } from '../../../lib/format';
import { useCreerRegleConges } from '../api/creer-regle-conges';

interface RegleCongesDialogProps {
  associationId: number;
  /** The latest version: the new one starts from its figures. */
  derniere: RegleConges | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** A new version of the leave rules, in force from its date (decision 051: versions are only added). */
export function RegleCongesDialog({ open, onClose, ...props }: RegleCongesDialogProps) {
  return (
    <FormDialog open={open} title="Nouvelle version des règles de congés" width={600} onClose={onClose}>
      {(titleId) => <RegleCongesForm titleId={titleId} onClose={onClose} {...props} />}
    </FormDialog>
  );
}

function RegleCongesForm({
  titleId,
  associationId,
  derniere,
  onClose,
  onSaved,
}: Omit<RegleCongesDialogProps, 'open'> & { titleId: string }) {
  const creer = useCreerRegleConges(associationId);
  const { form, dialogForm } = useDialogForm<RegleCongesBody, RegleCongesBody>({
    resolver: zodResolver(RegleCongesBodySchema),
    defaultValues: { ...(derniere ?? {}), dateDebut: aujourdhui() },
    envoyer: async (body) => {
      await creer.mutateAsync(body);
      return `Règles de congés en vigueur à partir du ${body.dateDebut.split('-').reverse().join('/')}`;
    },
    onSaved,
    onClose,
  });
  const nombre = (name: Parameters<typeof NumberField<RegleCongesBody, RegleCongesBody>>[0]['name'], label: string) => (
    <NumberField control={form.control} name={name} label={label} required />
  );
  return (
    <DialogForm titleId={titleId} libelleValider="Enregistrer" {...dialogForm}>
      <DateField control={form.control} name="dateDebut" label="En vigueur à partir du" vide="" required />
      {nombre('joursParMois', 'Congés payés par mois (jours ouvrables)')}
      {nombre('joursParMoisMaladie', 'Congés payés par mois de maladie')}
      {nombre('joursParPalierAnciennete', "Jours d'ancienneté par palier de 5 ans")}
      {nombre('joursAncienneteMax', "Jours d'ancienneté au plus")}
      {nombre('trimestreEte', 'Trimestre du congé d’été (sans congés trimestriels)')}
      <Typography variant="subtitle2">Congés trimestriels par catégorie de métier</Typography>
      {CATEGORIES_METIER.map((c) => (
        <NumberField
          key={c}
          control={form.control}
          name={`joursTrimestriels.${c}`}
          label={LIBELLES_CATEGORIES_METIER[c]}
          required
        />
      ))}
    </DialogForm>
  );
}
