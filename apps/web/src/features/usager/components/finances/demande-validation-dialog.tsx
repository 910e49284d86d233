import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { type ValidationFicheAimBody, ValidationFicheAimBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useDialogForm } from '../../../../components/form/use-formulaire';
import { useDemanderValidation } from '../../api/validation-fiche';

interface DemandeValidationDialogProps {
  /** The sheet in preparation; null while the dialog is closed. */
  ficheAimId: number | null;
  onClose: () => void;
}

/** Spec 3 §3 validation request command: the sheet and a free-text comment, which the request keeps. */
export function DemandeValidationDialog({ ficheAimId, onClose }: DemandeValidationDialogProps) {
  return (
    <FormDialog open={ficheAimId !== null} title="Demander la validation de la fiche" width={600} onClose={onClose}>
      {(titleId) => <DemandeValidationForm ficheAimId={ficheAimId ?? 0} onClose={onClose} titleId={titleId} />}
    </FormDialog>
  );
}

function DemandeValidationForm({
  ficheAimId,
  onClose,
  titleId,
}: {
  ficheAimId: number;
  onClose: () => void;
  titleId: string;
}) {
  const demander = useDemanderValidation();
  const { form, dialogForm } = useDialogForm<ValidationFicheAimBody, z.output<typeof ValidationFicheAimBodySchema>>({
    resolver: zodResolver(ValidationFicheAimBodySchema),
    defaultValues: { ficheAIMId: ficheAimId, commentaire: '' },
    envoyer: async (body) => {
      await demander.mutateAsync({ ...body, commentaire: body.commentaire?.trim() || null });
      return 'Validation demandée';
    },
    onClose,
  });
  const erreur = form.formState.errors.commentaire?.message;
  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Demander la validation">
      <TextField
        label="Commentaire"
        multiline
        minRows={3}
        {...form.register('commentaire')}
        error={Boolean(erreur)}
        helperText={erreur}
      />
    </DialogForm>
  );
}
