import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { type MotDePasseOublieBody, MotDePasseOublieBodySchema } from '@roulement/contract';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../lib/api-client';
import { useDemanderReinitialisation } from '../api/lien-par-email';

/** « Mot de passe oublié ? »: the e-mail, then the server's answer (the same for any address). */
export function MotDePasseOublieForm({ emailInitial = '' }: { emailInitial?: string }) {
  const demander = useDemanderReinitialisation();
  const form = useForm<MotDePasseOublieBody>({
    resolver: zodResolver(MotDePasseOublieBodySchema),
    defaultValues: { email: emailInitial },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => demander.mutate(body));

  if (demander.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {demander.data.message}
      </Alert>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Mot de passe oublié">
      {demander.isError ? (
        <Alert severity="error" role="alert">
          {messageOf(demander.error)}
        </Alert>
      ) : null}
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="username"
        required
        autoFocus
        {...form.register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <Button type="submit" variant="contained" size="large" loading={demander.isPending}>
        Recevoir un lien
      </Button>
    </Stack>
  );
}
