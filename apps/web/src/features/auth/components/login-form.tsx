import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { type Authentification, type ConnexionBody, ConnexionBodySchema } from '@roulement/contract';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/form/password-field';
import { messageOf } from '../../../lib/api-client';
import { useConnecterUtilisateur } from '../api/connecter-utilisateur';

/** Spec §2.4: e-mail, password with show/hide, the server's error text, Connexion. */
export function LoginForm({ onSuccess }: { onSuccess: (session: Authentification) => void }) {
  const connexion = useConnecterUtilisateur();
  const form = useForm<ConnexionBody>({
    resolver: zodResolver(ConnexionBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => connexion.mutate(body, { onSuccess }));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Connexion">
      {connexion.isError ? (
        <Alert severity="error" role="alert">
          {messageOf(connexion.error)}
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
      <PasswordField
        label="Mot de passe"
        autoComplete="current-password"
        required
        {...form.register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" loading={connexion.isPending}>
        Connexion
      </Button>
    </Stack>
  );
}
