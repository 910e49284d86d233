import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { clesVapid } from '../lib/secret';
import { CANAL_PUSH, createExpediteurPush, envoyerPushsDus } from '../modules/notification/envoi-push';
import { demarrerOuvrier } from './ouvrier-sortant';

export interface ConfigEnvoiPush {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
  MAIL_WORKER_INTERVAL_MS: number;
}

/** The push worker of this process, on the mails' outbox rhythm. Answers its stop function. */
export async function demarrerEnvoiPush(
  db: Db,
  config: ConfigEnvoiPush,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const expedier = createExpediteurPush(await clesVapid(db, config), config.VAPID_SUBJECT);
  return demarrerOuvrier(
    db,
    {
      canal: CANAL_PUSH,
      nom: 'push worker',
      intervalleMs: config.MAIL_WORKER_INTERVAL_MS,
      tour: () => envoyerPushsDus(db, expedier, log),
    },
    log,
  );
}
