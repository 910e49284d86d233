import { zodResolver } from '@hookform/resolvers/zod';
import { type Membre, MembreModificationBodySchema } from '@roulement/contract';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { useModifierMembre } from '../api/membre-mutations';
import { MembreFields } from './membre-fields';

interface MembreModificationDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its title does not change under the fading dialog. */
  membre: Membre | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Spec §2.10 member edit: colour and weekly hours, sent only when the form is valid. */
export function MembreModificationDialog({ open, membre, onClose, onSaved }: MembreModificationDialogProps) {
  return (
    <FormDialog open={open && membre !== null} onClose={onClose} width={600} title={`Modifier ${membre?.nomComplet}`}>
      {(titleId) =>
        membre ? <MembreModificationForm membre={membre} titleId={titleId} onClose={onClose} onSaved={onSaved} /> : null
      }
    </FormDialog>
  );
}

function MembreModificationForm({
  membre,
  onClose,
  onSaved,
  titleId,
}: Omit<MembreModificationDialogProps, 'open'> & { membre: Membre; titleId: string }) {
  const modifier = useModifierMembre(membre);
  const { form, dialogForm } = useDialogForm<
    z.input<typeof MembreModificationBodySchema>,
    z.output<typeof MembreModificationBodySchema>
  >({
    resolver: zodResolver(MembreModificationBodySchema),
    defaultValues: { couleur: membre.couleur, heuresHebdo: membre.heuresHebdo },
    envoyer: async (body) => {
      await modifier.mutateAsync(body);
      return 'Membre modifié';
    },
    onSaved,
    onClose,
  });
  return (
    <FormProvider {...form}>
      <DialogForm titleId={titleId} {...dialogForm} libelleValider="Enregistrer">
        <MembreFields />
      </DialogForm>
    </FormProvider>
  );
}
