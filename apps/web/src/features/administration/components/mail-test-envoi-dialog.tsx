import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { MailTestBodySchema } from '@roulement/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../../lib/api-client';
import { useEnvoyerMailTest } from '../api/envoyer-mail-test';

type MailTestForm = z.input<typeof MailTestBodySchema>;
type MailTestBody = z.output<typeof MailTestBodySchema>;

interface MailTestDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §2.3/§5: recipient required and format-checked, with the spec's messages. */
export function MailTestDialog({ open, onClose }: MailTestDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Envoyer un e-mail de test</DialogTitle>
      {open ? <MailTestForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function MailTestForm({ onClose }: { onClose: () => void }) {
  const envoyer = useEnvoyerMailTest();
  const form = useForm<MailTestForm, unknown, MailTestBody>({
    resolver: zodResolver(MailTestBodySchema),
    defaultValues: { to: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ to }) => envoyer.mutate(to));
  const result = envoyer.data;

  return (
    <form noValidate onSubmit={submit} aria-label="Envoyer un e-mail de test">
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Destinataire"
            type="email"
            required
            autoFocus
            {...form.register('to')}
            error={Boolean(errors.to)}
            helperText={errors.to?.message}
          />
          {result ? (
            <Alert severity="success" role="status">
              {result.transport === 'smtp'
                ? "L'e-mail de test a été envoyé."
                : "L'e-mail de test a été gardé dans la boîte d'envoi (aucun serveur SMTP configuré)."}
            </Alert>
          ) : null}
          {envoyer.isError ? <Alert severity="error">{messageOf(envoyer.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button type="submit" variant="contained" loading={envoyer.isPending}>
          Envoyer
        </Button>
      </DialogActions>
    </form>
  );
}
