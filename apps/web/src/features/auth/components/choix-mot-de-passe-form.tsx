import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import {
  type Authentification,
  type LienInfo,
  MotDePasseParLienBodySchema,
  PASSWORD_MISMATCH,
  passwordErrors,
} from '@roulement/contract';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmationMotDePasseField } from '../../../components/form/confirmation-mot-de-passe-field';
import { PasswordField } from '../../../components/form/password-field';
import { ReglesMotDePasse } from '../../../components/form/regles-mot-de-passe';
import { type TypeLien, useChoisirMotDePasse } from '../api/lien-par-email';
import { FormulaireDeCompte } from './formulaire-de-compte';

const ChoixSchema = MotDePasseParLienBodySchema.pick({ password: true })
  .extend({ confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, { path: ['confirmation'], error: PASSWORD_MISMATCH });
type Choix = z.infer<typeof ChoixSchema>;

interface ChoixMotDePasseFormProps {
  type: TypeLien;
  jeton: string;
  info: LienInfo;
  onSuccess: (session: Authentification) => void;
}

/** Spec §5 password rules shown live, the password typed twice, the button enabled once all hold. */
export function ChoixMotDePasseForm({ type, jeton, info, onSuccess }: ChoixMotDePasseFormProps) {
  const choisir = useChoisirMotDePasse(type);
  const rulesId = useId();
  const form = useForm<Choix>({
    resolver: zodResolver(ChoixSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmation: '' },
  });
  const [password, confirmation] = useWatch({ control: form.control, name: ['password', 'confirmation'] });
  const broken = passwordErrors(password);
  const mismatch = confirmation !== '' && confirmation !== password;
  const submit = form.handleSubmit((valeurs) => choisir.mutate({ jeton, password: valeurs.password }, { onSuccess }));

  return (
    <FormulaireDeCompte
      nom="Choisir un mot de passe"
      onSubmit={submit}
      envoi={choisir}
      libelleValider="Enregistrer le mot de passe"
      desactive={!form.formState.isValid}
    >
      <TextField label="Identifiant" value={info.email} slotProps={{ input: { readOnly: true } }} />
      {/* The identifier beside the password lets a password manager file them together. */}
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        required
        autoFocus
        {...form.register('password')}
        error={broken.length > 0 && form.formState.dirtyFields.password === true}
        slotProps={{ htmlInput: { 'aria-describedby': rulesId } }}
      />
      <ReglesMotDePasse id={rulesId} manquantes={broken} />
      <ConfirmationMotDePasseField {...form.register('confirmation')} differente={mismatch} />
    </FormulaireDeCompte>
  );
}
