import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import type { OffreBody } from '@roulement/contract';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { SelectController } from '../../../components/form/select-controller';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { useEnvoyerOffre } from '../api/agir-sur-offre';
import {
  champDuFormulaire,
  corpsOffre,
  ECHEANCES,
  type OffreEnvoiForm,
  offreEnvoiFormSchema,
} from '../utils/offre-envoi-form';

export interface SelectionOffre {
  creneauIds: number[];
  employeIds: number[];
}

interface OffreEnvoiDialogProps {
  selection: SelectionOffre;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Issue 27: sends the chosen slots to the chosen candidates; the first to accept takes them. */
export function OffreEnvoiDialog({ open, onClose, ...props }: OffreEnvoiDialogProps) {
  return (
    <FormDialog open={open} title="Envoyer une offre de remplacement" width={600} onClose={onClose}>
      {(titleId) => <OffreEnvoiFormulaire titleId={titleId} onClose={onClose} {...props} />}
    </FormDialog>
  );
}

function OffreEnvoiFormulaire({
  titleId,
  selection,
  onClose,
  onSaved,
}: Omit<OffreEnvoiDialogProps, 'open'> & { titleId: string }) {
  const envoyer = useEnvoyerOffre();
  const { form, dialogForm } = useDialogForm<OffreEnvoiForm, OffreEnvoiForm>({
    resolver: zodResolver(offreEnvoiFormSchema),
    defaultValues: { echeance: 'debut', message: '' },
    champServeur: champDuFormulaire,
    envoyer: async (valeurs) => {
      const body: OffreBody = corpsOffre(valeurs, selection, new Date());
      await envoyer.mutateAsync(body);
      const n = selection.employeIds.length;
      return `Offre envoyée à ${n} personne${n > 1 ? 's' : ''}`;
    },
    onSaved,
    onClose,
  });
  const n = selection.employeIds.length;
  return (
    <DialogForm titleId={titleId} libelleValider="Envoyer" {...dialogForm}>
      <p style={{ margin: 0 }}>
        {n} personne{n > 1 ? 's' : ''} recevr{n > 1 ? 'ont' : 'a'} l’offre par e-mail et sur son téléphone. La première
        qui accepte prend le créneau.
      </p>
      <SelectController
        control={form.control}
        name="echeance"
        label="Durée de l'offre"
        options={ECHEANCES.map((e) => ({ value: e.value, label: e.label }))}
        required
      />
      <TextField
        label="Message (facultatif)"
        multiline
        minRows={2}
        {...form.register('message')}
        error={Boolean(form.formState.errors.message)}
        helperText={form.formState.errors.message?.message}
      />
    </DialogForm>
  );
}
