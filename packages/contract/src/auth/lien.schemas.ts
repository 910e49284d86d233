import { z } from 'zod';
import { EmailSchema } from '../common/fields';
import { NouveauMotDePasseSchema } from './auth.schemas';

/** Validity of the single-use links sent by e-mail (issue 11). */
export const INVITATION_DUREE_JOURS = 7;
export const REINITIALISATION_DUREE_MINUTES = 60;

export const LIEN_INVALIDE = "Ce lien n'est pas valide. Vérifiez qu'il a été copié en entier.";
const NOUVEAU_LIEN = 'demandez un nouveau lien par « Mot de passe oublié ? » sur la page de connexion.';
export const LIEN_EXPIRE = `Ce lien a expiré : ${NOUVEAU_LIEN}`;
export const LIEN_DEJA_UTILISE = `Ce lien a déjà servi : connectez-vous avec votre mot de passe, ou ${NOUVEAU_LIEN}`;
/** What the forgotten-password call answers, whether the e-mail is known or not. */
export const MESSAGE_LIEN_ENVOYE =
  'Si un compte existe avec cette adresse, un e-mail contenant un lien pour choisir un nouveau mot de passe vient de lui être envoyé. Le lien est valable une heure.';

/** The secret part of a link: 32 random bytes in base64url (43 characters). */
export const JetonSchema = z
  .string({ error: LIEN_INVALIDE })
  .regex(/^[\w-]{43}$/, { error: LIEN_INVALIDE })
  .describe('Jeton du lien reçu par e-mail');

export const LienBodySchema = z.object({ jeton: JetonSchema });
export type LienBody = z.infer<typeof LienBodySchema>;

/** Whom a still-usable link is for, shown above the password form. */
export const LienInfoSchema = z.object({
  email: z.string().describe("Adresse e-mail (l'identifiant) du compte"),
  nomComplet: z.string(),
});
export type LienInfo = z.infer<typeof LienInfoSchema>;

/** Choosing a password through a link: the invitation's first one or a forgotten one's replacement. */
export const MotDePasseParLienBodySchema = z.object({
  jeton: JetonSchema,
  password: NouveauMotDePasseSchema.describe('Nouveau mot de passe'),
});
export type MotDePasseParLienBody = z.infer<typeof MotDePasseParLienBodySchema>;

export const MotDePasseOublieBodySchema = z.object({ email: EmailSchema.describe('Adresse e-mail du compte') });
export type MotDePasseOublieBody = z.infer<typeof MotDePasseOublieBodySchema>;

export const MotDePasseOublieReponseSchema = z.object({ message: z.string() });
