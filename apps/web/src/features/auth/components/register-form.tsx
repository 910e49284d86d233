import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { GENRES, type InscriptionBody, InscriptionBodySchema, type Utilisateur } from '@roulement/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField } from '../../../components/form/password-field';
import { useFormulaire } from '../../../components/form/use-formulaire';
import { ApiCallError, messageOf } from '../../../lib/api-client';
import { useInscrireUtilisateur } from '../api/inscrire-utilisateur';

type InscriptionForm = z.input<typeof InscriptionBodySchema>;

/** The server's list of errors (spec §2.5/§8), or its message when it sent no list. */
function serverErrorsOf(error: unknown): string[] {
  if (error instanceof ApiCallError) {
    const { errors, fieldErrors, message } = error.envelope;
    if (errors && errors.length > 0) return errors;
    if (fieldErrors) return Object.values(fieldErrors);
    return [message];
  }
  return [messageOf(error)];
}

interface RegisterFormProps {
  onSuccess: (utilisateur: Utilisateur) => void;
  /** Who creates the account: the administrator's registration by default, or the first-administrator link. */
  mutation?: UseMutationResult<Utilisateur, Error, InscriptionBody>;
  libelle?: string;
}

/** Spec §2.5: civility, last name, first name, e-mail, password and the server's errors. */
export function RegisterForm({ onSuccess, mutation, libelle = 'Inscrire' }: RegisterFormProps) {
  const parDefaut = useInscrireUtilisateur();
  const inscription = mutation ?? parDefaut;
  // Spec §8: the server's list is shown whole; its field errors also go under their fields.
  const { form, soumission } = useFormulaire<InscriptionForm, InscriptionBody>({
    resolver: zodResolver(InscriptionBodySchema),
    defaultValues: { genre: 'Mr', nom: '', prenom: '', email: '', password: '' },
    envoyer: async (body) => onSuccess(await inscription.mutateAsync(body)),
  });
  const { errors } = form.formState;

  return (
    <Stack component="form" noValidate onSubmit={soumission.onSubmit} spacing={2} aria-label="Inscription">
      <Controller
        control={form.control}
        name="genre"
        render={({ field }) => (
          <TextField
            select
            label="Civilité"
            required
            {...field}
            error={Boolean(errors.genre)}
            helperText={errors.genre?.message}
          >
            {GENRES.map((genre) => (
              <MenuItem key={genre} value={genre}>
                {genre}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label="Nom"
        required
        {...form.register('nom')}
        error={Boolean(errors.nom)}
        helperText={errors.nom?.message}
      />
      <TextField
        label="Prénom"
        required
        {...form.register('prenom')}
        error={Boolean(errors.prenom)}
        helperText={errors.prenom?.message}
      />
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="off"
        required
        {...form.register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <PasswordField
        label="Mot de passe"
        autoComplete="new-password"
        required
        {...form.register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      {inscription.isError ? (
        <Alert severity="error" role="alert">
          <ul style={{ margin: 0, paddingLeft: 16 }} aria-label="Erreurs d'inscription">
            {serverErrorsOf(inscription.error).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" loading={soumission.pending}>
        {libelle}
      </Button>
    </Stack>
  );
}
