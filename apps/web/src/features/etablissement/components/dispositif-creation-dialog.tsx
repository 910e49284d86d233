import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { DispositifCreationBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { NumberField } from '../../../components/form/number-field';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { useCreerDispositif } from '../api/dispositifs';

interface DispositifCreationDialogProps {
  open: boolean;
  etablissementId: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Spec §2.10/§5 accommodation scheme creation: libelle of 3 characters or more, durations in days. */
export function DispositifCreationDialog({ open, onClose, ...rest }: DispositifCreationDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title="Créer un dispositif">
      {(titleId) => <DispositifCreationForm titleId={titleId} onClose={onClose} {...rest} />}
    </FormDialog>
  );
}

type Saisie = z.input<typeof DispositifCreationBodySchema>;

function DispositifCreationForm({
  titleId,
  etablissementId,
  onClose,
  onSaved,
}: Omit<DispositifCreationDialogProps, 'open'> & { titleId: string }) {
  const creer = useCreerDispositif(etablissementId);
  const { form, dialogForm } = useDialogForm<Saisie, z.output<typeof DispositifCreationBodySchema>>({
    resolver: zodResolver(DispositifCreationBodySchema),
    defaultValues: { libelle: '' },
    envoyer: async (body) => {
      await creer.mutateAsync(body);
      return 'Dispositif créé';
    },
    onSaved,
    onClose,
  });
  const { errors } = form.formState;
  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Créer">
      <TextField
        label="Libellé"
        required
        autoFocus
        {...form.register('libelle')}
        error={Boolean(errors.libelle)}
        helperText={errors.libelle?.message}
      />
      <NumberField control={form.control} name="dureeMinimum" label="Durée minimum (jours)" required />
      <NumberField control={form.control} name="dureeMaximum" label="Durée maximum (jours)" required />
    </DialogForm>
  );
}
