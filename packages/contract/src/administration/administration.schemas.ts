import { z } from 'zod';
import { EmailSchema, IdSchema, PageQuerySchema, pageOf } from '../common/fields';

/** What an ACL rebuild may range over: the records roles are derived from. */
export const ACL_REPOSITORIES = ['utilisateur', 'employe', 'etablissement', 'service'] as const;

const borne = (nom: string) =>
  z
    .number({ error: `${nom} doit être un nombre` })
    .int({ error: `${nom} doit être un nombre entier` })
    .min(0, { error: `${nom} doit être supérieur ou égal à 0` })
    .max(2_147_483_647, { error: `${nom} est trop grand` });

export const AclRefreshBodySchema = z
  .object({
    repository: z
      .enum(ACL_REPOSITORIES, {
        error: `Le dépôt est obligatoire (${ACL_REPOSITORIES.join(', ')})`,
      })
      .describe('Type des enregistrements dont les rôles sont recalculés'),
    idDebut: borne('idDebut').describe('Premier identifiant (0 : pas de minimum)'),
    idFin: borne('idFin').describe('Dernier identifiant (0 : pas de maximum)'),
  })
  .refine((b) => b.idFin === 0 || b.idDebut <= b.idFin, {
    error: 'idDebut doit être inférieur ou égal à idFin',
    path: ['idFin'],
  });
export type AclRefreshBody = z.infer<typeof AclRefreshBodySchema>;

export const AclRefreshResultSchema = z.object({
  utilisateursMisAJour: z.number().int().describe('Utilisateurs dont les rôles ont été recalculés'),
  roles: z.number().int().describe('Nombre de rôles attribués à ces utilisateurs'),
});

export const AclEntrySchema = z.object({
  utilisateurId: z.number().int(),
  username: z.string(),
  role: z.string(),
});
export type AclEntry = z.infer<typeof AclEntrySchema>;

export const AclQuerySchema = PageQuerySchema.extend({
  _utilisateurId: IdSchema.optional().describe('Limiter aux rôles de cet utilisateur'),
});
export const AclPageSchema = pageOf(AclEntrySchema);

export const MailTestBodySchema = z.object({ to: EmailSchema.describe('Destinataire') });
export const MailTestResultSchema = z.object({
  envoye: z.boolean(),
  transport: z
    .enum(['smtp', 'outbox'])
    .describe("smtp : envoyé ; outbox : gardé dans la boîte d'envoi (pas de SMTP_URL)"),
});
