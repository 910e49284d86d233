import type { Abonnement, AbonnementBody, EvenementPush, PreferencesBody } from '@roulement/contract';
import { EVENEMENTS_PUSH } from '@roulement/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { type Changement, journaliser } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { annoncerPush } from './envoi-push';
import { type Destinataires, listAbonnementsPour } from './notification.lecture';
import { canGererAbonnement } from './notification.policy';
import {
  type AbonnementRow,
  deleteAbonnement,
  findAbonnementByEndpoint,
  insertPushs,
  listAbonnements,
  updateEvenements,
  upsertAbonnement,
} from './notification.repository';

/** What a push carries: a title without any name or date, and a path of the application. */
export interface MessagePush {
  titre: string;
  lien: string;
}

const vue = (row: AbonnementRow): Abonnement => ({
  id: row.id,
  endpoint: row.endpoint,
  appareil: row.appareil,
  evenements: row.evenements.filter((e): e is EvenementPush => (EVENEMENTS_PUSH as readonly string[]).includes(e)),
  creeLe: row.creeLe.toISOString(),
});

/** Another user's device answers as an unknown one (404): its endpoint is never disclosed. */
async function loadAbonnement(db: DbOrTx, actor: Actor, endpoint: string): Promise<AbonnementRow> {
  const row = await findAbonnementByEndpoint(db, endpoint);
  if (!row || !canGererAbonnement(actor, row)) throw notFound('Appareil non abonné');
  return row;
}

const journal = (row: AbonnementRow, action: Changement['action']): Changement => ({
  entite: 'abonnement_push',
  entiteId: row.id,
  action,
  ...(action === 'SUPPRESSION' ? {} : { apres: { evenements: row.evenements.join(', '), appareil: row.appareil } }),
  employeId: null,
  etablissementId: null,
});

export async function listerAbonnements(db: Db, actor: Actor): Promise<Abonnement[]> {
  return (await listAbonnements(db, actor.utilisateurId)).map(vue);
}

/** A new device gets every event until its user chooses. */
export async function abonner(db: Db, actor: Actor, body: AbonnementBody): Promise<Abonnement> {
  return db.transaction(async (tx) => {
    const row = await upsertAbonnement(tx, {
      utilisateurId: actor.utilisateurId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      appareil: body.appareil || null,
      evenements: [...new Set(body.evenements ?? EVENEMENTS_PUSH)],
    });
    await journaliser(tx, actor, journal(row, 'CREATION'));
    return vue(row);
  });
}

export async function desabonner(db: Db, actor: Actor, endpoint: string): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await loadAbonnement(tx, actor, endpoint);
    await deleteAbonnement(tx, row.id);
    await journaliser(tx, actor, journal(row, 'SUPPRESSION'));
  });
  return null;
}

export async function modifierPreferences(db: Db, actor: Actor, body: PreferencesBody): Promise<Abonnement> {
  return db.transaction(async (tx) => {
    const row = await loadAbonnement(tx, actor, body.endpoint);
    const modifie = await updateEvenements(tx, row.id, [...new Set(body.evenements)]);
    await journaliser(tx, actor, journal(modifie, 'MODIFICATION'));
    return vue(modifie);
  });
}

/** « Envoyer une notification d'essai » : through the outbox, whatever events the device chose. */
export async function envoyerEssai(db: Db, actor: Actor, endpoint: string): Promise<{ envoyee: true }> {
  await db.transaction(async (tx) => {
    const row = await loadAbonnement(tx, actor, endpoint);
    await insertPushs(tx, [{ abonnementId: row.id, titre: 'Notification d’essai de Roulement', lien: '/profil' }]);
    await annoncerPush(tx);
  });
  return { envoyee: true };
}

/**
 * Writes the push of `evenement` for every device of these users that chose it, in the caller's
 * transaction: it exists if and only if the change it tells about does (decision 040).
 */
export async function notifier(
  tx: DbOrTx,
  destinataires: Destinataires,
  evenement: EvenementPush,
  message: MessagePush,
): Promise<void> {
  const abonnements = await listAbonnementsPour(tx, destinataires, evenement);
  if (abonnements.length === 0) return;
  await insertPushs(
    tx,
    abonnements.map((a) => ({ abonnementId: a.id, titre: message.titre, lien: message.lien })),
  );
  await annoncerPush(tx);
}
