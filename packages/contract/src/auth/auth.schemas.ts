import { z } from 'zod';
import {
  CARACTERES_NON_AUTORISES,
  DateSchema,
  EMAIL_FORMAT_INCORRECT,
  EmailSchema,
  IdSchema,
  sansCaracteresDeControle,
} from '../common/fields';
import { PASSWORD_RULES } from '../common/password';

export const GENRES = ['Mr', 'Mme'] as const;
export const GenreSchema = z.enum(GENRES, { error: 'Civilité invalide (Mr ou Mme)' }).describe('Civilité');

const nom = (obligatoire: string) =>
  z
    .string({ error: obligatoire })
    .trim()
    .min(1, { error: obligatoire })
    .max(100, { error: '100 caractères au plus' })
    .refine(sansCaracteresDeControle, { error: CARACTERES_NON_AUTORISES });

/** A new password, checked against the five rules of spec §5. */
export const NouveauMotDePasseSchema = z
  .string({ error: 'Entrer le nouveau mot de passe' })
  .max(200, { error: '200 caractères au plus' })
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });

export const ConnexionBodySchema = z.object({
  email: z
    .string({ error: 'Adresse E-mail obligatoire' })
    .trim()
    .min(1, { error: 'Adresse E-mail obligatoire' })
    .max(254, { error: EMAIL_FORMAT_INCORRECT })
    .refine(sansCaracteresDeControle, { error: EMAIL_FORMAT_INCORRECT })
    .describe('Adresse e-mail'),
  password: z
    .string({ error: 'Mot de passe obligatoire' })
    .min(1, { error: 'Mot de passe obligatoire' })
    .max(200)
    .describe('Mot de passe'),
});
export type ConnexionBody = z.infer<typeof ConnexionBodySchema>;

export const AuthentificationSchema = z.object({
  tokenType: z.literal('Bearer').describe('Type du jeton'),
  accessToken: z.string().describe("Jeton d'accès"),
  username: z.string().describe("Nom d'utilisateur (e-mail)"),
  roles: z.array(z.string()).describe('Rôles, préfixés par ROLE_'),
  utilisateurId: z.number().int().describe("Identifiant de l'utilisateur"),
});
export type Authentification = z.infer<typeof AuthentificationSchema>;

export const UtilisateurSchema = z.object({
  utilisateurId: z.number().int(),
  username: z.string().describe("Nom d'utilisateur (l'e-mail)"),
  roles: z.array(z.string()),
  genre: GenreSchema,
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  dateDeNaissance: z.string().nullable().describe('Date de naissance (AAAA-MM-JJ)'),
  telephonePro: z.string().nullable().describe('Numéro de téléphone pro'),
  hasAvatar: z.boolean(),
  nomComplet: z.string(),
});
export type Utilisateur = z.infer<typeof UtilisateurSchema>;

/**
 * `GET /utilisateur/email` about a user outside the actor's establishments: just enough to declare
 * them as an employee (spec §2.11), nothing of their private record.
 */
export const UtilisateurDeclarableSchema = z.object({
  utilisateurId: z.number().int(),
  nomComplet: z.string(),
});
export type UtilisateurDeclarable = z.infer<typeof UtilisateurDeclarableSchema>;

/** The full record first: both shapes share their two fields, and the first that fits is sent. */
export const UtilisateurTrouveSchema = z.union([UtilisateurSchema, UtilisateurDeclarableSchema]);
export type UtilisateurTrouve = z.infer<typeof UtilisateurTrouveSchema>;

export const estUtilisateurComplet = (u: UtilisateurTrouve): u is Utilisateur => 'username' in u;

export const InscriptionBodySchema = z.object({
  genre: GenreSchema,
  nom: nom('Le nom est requis'),
  prenom: nom('Le prenom est requis'),
  email: EmailSchema,
  password: NouveauMotDePasseSchema,
});
export type InscriptionBody = z.infer<typeof InscriptionBodySchema>;

export const UtilisateurRechercheQuerySchema = z.object({
  _search: EmailSchema.describe('Adresse e-mail recherchée'),
});

/** Fields of the user a user (or an administrator) may change; never roles nor e-mail. */
export const UtilisateurUpdateBodySchema = z.object({
  utilisateurId: IdSchema.optional(),
  genre: GenreSchema,
  nom: nom('Le nom est requis'),
  prenom: nom('Le prenom est requis'),
  dateDeNaissance: DateSchema.nullable().describe('Date de naissance (AAAA-MM-JJ)'),
  telephonePro: z
    .string()
    .trim()
    .max(30, { error: 'Numéro de téléphone invalide' })
    .regex(/^\+?[0-9 .()-]*$/, { error: 'Numéro de téléphone invalide' })
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .describe('Numéro de téléphone pro'),
});
export type UtilisateurUpdateBody = z.input<typeof UtilisateurUpdateBodySchema>;

export const MOT_DE_PASSE_ACTUEL_OBLIGATOIRE = 'Entrer le mot de passe actuel';
export const MOT_DE_PASSE_ACTUEL_INCORRECT = 'Mot de passe actuel incorrect';

export const PasswordBodySchema = z.object({
  utilisateurId: IdSchema.optional(),
  /** Required when one changes one's own password; an administrator resetting another's gives none. */
  currentPassword: z
    .string({ error: MOT_DE_PASSE_ACTUEL_OBLIGATOIRE })
    .max(200, { error: '200 caractères au plus' })
    .optional()
    .describe('Mot de passe actuel (obligatoire pour changer le sien)'),
  newPassword: NouveauMotDePasseSchema.describe('Nouveau mot de passe'),
});
export type PasswordBody = z.input<typeof PasswordBodySchema>;

/** The first Administrateur of an installation, created through the single-use link printed at start. */
export const PremierAdministrateurBodySchema = InscriptionBodySchema.extend({
  jeton: z
    .string({ error: 'Lien de création invalide' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Lien de création invalide' })
    .describe('Jeton du lien à usage unique'),
});
export type PremierAdministrateurBody = z.input<typeof PremierAdministrateurBodySchema>;

export const AVATAR_MAX_OCTETS = 1024 * 1024;
