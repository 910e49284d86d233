import { zodResolver } from '@hookform/resolvers/zod';
import { type Authentification, type ConnexionBody, ConnexionBodySchema } from '@roulement/contract';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/form/password-field';
import { useConnecterUtilisateur } from '../api/connecter-utilisateur';
import { EmailDeCompteField, FormulaireDeCompte } from './formulaire-de-compte';

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
    <FormulaireDeCompte nom="Connexion" onSubmit={submit} envoi={connexion} libelleValider="Connexion">
      <EmailDeCompteField champ={form.register('email')} erreur={errors.email?.message} />
      <PasswordField
        label="Mot de passe"
        autoComplete="current-password"
        required
        {...form.register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
    </FormulaireDeCompte>
  );
}
