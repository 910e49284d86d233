import type { Agent } from 'node:https';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Db, DbOrTx } from '../../db/client';
import { apresEchec } from '../../jobs/envoi-mails.delais';
import type { ClesVapid } from '../../lib/secret';
import {
  deleteAbonnement,
  findAbonnement,
  type PushReserve,
  reserverPushsDus,
  updatePush,
} from './notification.repository';

/** The push worker listens on it: a push written wakes it as soon as its transaction commits. */
export const CANAL_PUSH = 'roulement_push';

/**
 * Inside a transaction PostgreSQL delivers the notification at commit, never before. Raw: a
 * function call that reads nothing.
 */
export async function annoncerPush(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CANAL_PUSH}, '')`);
}

export interface Appareil {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Hands one encrypted payload to the device's push service; throws when it was not accepted. */
export type ExpediteurPush = (appareil: Appareil, payload: string) => Promise<void>;

/** `agent` lets the tests trust their local push service's certificate. */
export function createExpediteurPush(cles: ClesVapid, subject: string, agent?: Agent): ExpediteurPush {
  return async (appareil, payload) => {
    await webpush.sendNotification({ endpoint: appareil.endpoint, keys: appareil }, payload, {
      vapidDetails: { subject, publicKey: cles.publicKey, privateKey: cles.privateKey },
      // A day: a phone off for the night still gets the morning's news, not last week's.
      TTL: 24 * 3600,
      timeout: 15_000,
      contentEncoding: 'aes128gcm',
      ...(agent ? { agent } : {}),
    });
  };
}

/** RFC 8030 §7.3: the push service no longer knows this device; it will never come back. */
const appareilDisparu = (error: unknown) =>
  error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410);

export interface BilanPush {
  envoyes: number;
  reportes: number;
  abandonnes: number;
  retires: number;
}

const LOT = 20;

async function envoyerUn(
  db: Db,
  expedier: ExpediteurPush,
  log: FastifyBaseLogger,
  maintenant: Date,
  bilan: BilanPush,
  push: PushReserve,
) {
  const abonnement = await findAbonnement(db, push.abonnementId);
  // Unsubscribed since: the row went with it, nothing is left to send.
  if (!abonnement) return;
  try {
    await expedier(abonnement, JSON.stringify({ titre: push.titre, lien: push.lien }));
  } catch (error) {
    if (appareilDisparu(error)) {
      bilan.retires++;
      log.info({ abonnementId: abonnement.id }, 'push subscription gone, removed');
      await deleteAbonnement(db, abonnement.id);
      return;
    }
    const suite = apresEchec(push.tentatives, maintenant);
    const derniereErreur = error instanceof Error ? error.message : String(error);
    if (suite.abandon) {
      bilan.abandonnes++;
      log.error({ err: error, pushId: push.id }, 'push given up after its last attempt');
      await updatePush(db, push.id, { statut: 'ECHEC', derniereErreur });
    } else {
      bilan.reportes++;
      log.warn({ err: error, pushId: push.id }, 'push not sent, will retry');
      await updatePush(db, push.id, { prochainEssai: suite.prochainEssai, derniereErreur });
    }
    return;
  }
  bilan.envoyes++;
  await updatePush(db, push.id, { statut: 'ENVOYE', envoyeLe: new Date() });
}

/** Sends every push due at `maintenant`, batch after batch, on the mails' delays (decision 040). */
export async function envoyerPushsDus(
  db: Db,
  expedier: ExpediteurPush,
  log: FastifyBaseLogger,
  maintenant = new Date(),
): Promise<BilanPush> {
  const bilan: BilanPush = { envoyes: 0, reportes: 0, abandonnes: 0, retires: 0 };
  for (;;) {
    const lot = await reserverPushsDus(db, maintenant, LOT);
    for (const push of lot) await envoyerUn(db, expedier, log, maintenant, bilan, push);
    if (lot.length < LOT) return bilan;
  }
}
