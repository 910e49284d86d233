import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mui/material';
import { type MotDePasseOublieBody, MotDePasseOublieBodySchema } from '@roulement/contract';
import { useForm } from 'react-hook-form';
import { useDemanderReinitialisation } from '../api/lien-par-email';
import { EmailDeCompteField, FormulaireDeCompte } from './formulaire-de-compte';

/** « Mot de passe oublié ? »: the e-mail, then the server's answer (the same for any address). */
export function MotDePasseOublieForm({ emailInitial = '' }: { emailInitial?: string }) {
  const demander = useDemanderReinitialisation();
  const form = useForm<MotDePasseOublieBody>({
    resolver: zodResolver(MotDePasseOublieBodySchema),
    defaultValues: { email: emailInitial },
  });
  const submit = form.handleSubmit((body) => demander.mutate(body));

  if (demander.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {demander.data.message}
      </Alert>
    );
  }
  return (
    <FormulaireDeCompte nom="Mot de passe oublié" onSubmit={submit} envoi={demander} libelleValider="Recevoir un lien">
      <EmailDeCompteField champ={form.register('email')} erreur={form.formState.errors.email?.message} />
    </FormulaireDeCompte>
  );
}
