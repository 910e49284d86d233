import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { abonnementPush, utilisateur } from '../../db/schema';

/** Whom an event goes to: by e-mail, as the mails address them, or by user. */
export type Destinataires = { emails: readonly string[] } | { utilisateurIds: readonly number[] };

/** The devices of these users that chose the event. */
export async function listAbonnementsPour(db: DbOrTx, destinataires: Destinataires, evenement: string) {
  const qui =
    'emails' in destinataires
      ? destinataires.emails.length > 0 && inArray(utilisateur.email, [...destinataires.emails])
      : destinataires.utilisateurIds.length > 0 && inArray(utilisateur.id, [...destinataires.utilisateurIds]);
  if (!qui) return [];
  return db
    .select({ id: abonnementPush.id })
    .from(abonnementPush)
    .innerJoin(utilisateur, sql`${utilisateur.id} = ${abonnementPush.utilisateurId}`)
    .where(and(qui, sql`${abonnementPush.evenements} @> ${JSON.stringify([evenement])}::jsonb`));
}
