import { z } from 'zod';
import { texteLibre } from '../common/fields';

/**
 * The events a user may receive on a device. The replacement offer (issue 25, later) slots in
 * here with its label: the profile lists this table, the server sends by its keys.
 */
export const EVENEMENTS_PUSH = [
  'DEMANDE_A_VALIDER',
  'DEMANDE_DECIDEE',
  'DEMANDE_COMMENTEE',
  'PLANNING_MODIFIE',
  'OFFRE_REMPLACEMENT',
] as const;
export const EvenementPushSchema = z.enum(EVENEMENTS_PUSH).describe('Événement qui déclenche une notification');
export type EvenementPush = z.infer<typeof EvenementPushSchema>;

export const EVENEMENT_PUSH_LABELS: Record<EvenementPush, string> = {
  DEMANDE_A_VALIDER: 'Une demande attend ma décision',
  DEMANDE_DECIDEE: 'Ma demande a été décidée',
  DEMANDE_COMMENTEE: 'Un commentaire sur ma demande',
  PLANNING_MODIFIE: 'Mon planning publié change dans les 14 prochains jours',
  OFFRE_REMPLACEMENT: 'Une offre de remplacement m’est proposée',
};

export const ClePubliqueSchema = z.object({
  clePublique: z.string().describe('Clé publique VAPID (base64url) à donner au navigateur pour s’abonner'),
});
export type ClePublique = z.infer<typeof ClePubliqueSchema>;

const MESSAGE_ADRESSE = 'Adresse du service de notification invalide';

/**
 * The push service's address of one device, as `PushSubscription.endpoint` gives it. Push services
 * speak https only; the server will post to no other kind of address.
 */
export const EndpointSchema = z
  .url({ protocol: /^https$/, error: MESSAGE_ADRESSE })
  .max(2000, { error: MESSAGE_ADRESSE })
  .describe("Adresse de l'appareil chez son service de notification (PushSubscription.endpoint)");

const cleBase64Url = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: message })
    .max(200, { error: message });

export const EvenementsPushSchema = z
  .array(EvenementPushSchema)
  .max(EVENEMENTS_PUSH.length)
  .describe('Événements choisis pour cet appareil');

export const AbonnementBodySchema = z.object({
  endpoint: EndpointSchema,
  keys: z.object({
    p256dh: cleBase64Url("Clé de chiffrement de l'appareil invalide").describe('Clé publique P-256 du navigateur'),
    auth: cleBase64Url("Secret d'authentification de l'appareil invalide").describe("Secret d'authentification"),
  }),
  appareil: texteLibre(120).optional().describe("Nom de l'appareil (navigateur et système)"),
  evenements: EvenementsPushSchema.optional(),
});
export type AbonnementBody = z.infer<typeof AbonnementBodySchema>;

export const AbonnementCibleSchema = z.object({ endpoint: EndpointSchema });
export type AbonnementCible = z.infer<typeof AbonnementCibleSchema>;

export const PreferencesBodySchema = z.object({ endpoint: EndpointSchema, evenements: EvenementsPushSchema });
export type PreferencesBody = z.infer<typeof PreferencesBodySchema>;

export const AbonnementSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  appareil: z.string().nullable(),
  evenements: z.array(EvenementPushSchema),
  creeLe: z.string().describe('Instant de l’abonnement (ISO 8601)'),
});
export type Abonnement = z.infer<typeof AbonnementSchema>;

export const EssaiSchema = z.object({ envoyee: z.literal(true) });
