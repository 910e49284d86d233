import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogTitle } from '@mui/material';
import {
  MOT_DE_PASSE_ACTUEL_OBLIGATOIRE,
  PASSWORD_MISMATCH,
  PasswordBodySchema,
  passwordErrors,
} from '@roulement/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { ConfirmationMotDePasseField } from '../../../components/form/confirmation-mot-de-passe-field';
import { PasswordField } from '../../../components/form/password-field';
import { ReglesMotDePasse } from '../../../components/form/regles-mot-de-passe';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { useChangerMotDePasse } from '../api/changer-mot-de-passe';

const ChangementMotDePasseSchema = PasswordBodySchema.pick({ newPassword: true })
  .extend({
    // Required here: the dialog changes one's own password, which the server checks against it.
    currentPassword: z.string().min(1, { error: MOT_DE_PASSE_ACTUEL_OBLIGATOIRE }),
    confirmation: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmation, { path: ['confirmation'], error: PASSWORD_MISMATCH });
type ChangementMotDePasse = z.infer<typeof ChangementMotDePasseSchema>;

interface PasswordDialogProps {
  open: boolean;
  utilisateurId: number;
  onClose: () => void;
  onChanged: () => void;
}

export function PasswordDialog({ open, utilisateurId, onClose, onChanged }: PasswordDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Changer le mot de passe</DialogTitle>
      {open ? (
        <PasswordForm utilisateurId={utilisateurId} titleId={titleId} onClose={onClose} onChanged={onChanged} />
      ) : null}
    </Dialog>
  );
}

/**
 * Spec §5: the five rules shown live, the match check, Update disabled until all hold; the
 * current password first, so that a session left open is not enough to take the account.
 */
function PasswordForm({
  utilisateurId,
  titleId,
  onClose,
  onChanged,
}: Omit<PasswordDialogProps, 'open'> & { titleId: string }) {
  const changer = useChangerMotDePasse(utilisateurId);
  const rulesId = useId();
  const { form, dialogForm } = useDialogForm<ChangementMotDePasse, ChangementMotDePasse>({
    resolver: zodResolver(ChangementMotDePasseSchema),
    mode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
    envoyer: async ({ currentPassword, newPassword: value }) => {
      await changer.mutateAsync({ currentPassword, newPassword: value });
      onChanged();
      return undefined;
    },
    onClose,
  });
  const [newPassword, confirmation] = useWatch({ control: form.control, name: ['newPassword', 'confirmation'] });
  const broken = passwordErrors(newPassword);
  const champ = form.formState.errors.newPassword;
  const erreurServeur = champ?.type === 'server' ? champ.message : undefined;
  const mismatch = confirmation !== '' && confirmation !== newPassword;

  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Mettre à jour" desactive={!form.formState.isValid}>
      <PasswordField
        label="Mot de passe actuel"
        autoComplete="current-password"
        required
        autoFocus
        {...form.register('currentPassword')}
        error={form.formState.errors.currentPassword?.type === 'server'}
        helperText={
          form.formState.errors.currentPassword?.type === 'server'
            ? form.formState.errors.currentPassword.message
            : undefined
        }
      />
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        required
        {...form.register('newPassword')}
        error={(broken.length > 0 && form.formState.dirtyFields.newPassword === true) || erreurServeur !== undefined}
        // The live rules below say what the schema says; only the server's own answer goes here.
        helperText={erreurServeur}
        slotProps={{ htmlInput: { 'aria-describedby': rulesId } }}
      />
      <ReglesMotDePasse id={rulesId} manquantes={broken} />
      <ConfirmationMotDePasseField {...form.register('confirmation')} differente={mismatch} />
    </DialogForm>
  );
}
