import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { utilisateur } from '../db/schema';
import { essayerVerrou } from '../db/verrous';
import { todayInParis } from '../lib/dates';
import { refreshRolesOf } from '../modules/auth/acl.service';

const LOCK_ROLES_QUOTIDIENS = 727_002;
const HOUR = 60 * 60 * 1000;

/**
 * Roles depend on the date (a contract ends, a service closes): rebuild them all once per Paris
 * day. Several processes may run it; the transaction-scoped advisory lock lets one through and
 * the rebuild is idempotent anyway.
 */
export async function recalculerRolesDuJour(db: Db): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    if (!(await essayerVerrou(tx, LOCK_ROLES_QUOTIDIENS))) return undefined;
    const ids = await tx.select({ id: utilisateur.id }).from(utilisateur);
    await refreshRolesOf(
      tx,
      ids.map((u) => u.id),
    );
    return ids.length;
  });
}

export function scheduleRolesQuotidiens(db: Db, log: FastifyBaseLogger): () => void {
  let lastDay = todayInParis();
  const timer = setInterval(() => {
    const today = todayInParis();
    if (today === lastDay) return;
    lastDay = today;
    recalculerRolesDuJour(db)
      .then((n) => n !== undefined && log.info({ utilisateurs: n }, 'daily roles rebuilt'))
      .catch((error: unknown) => log.error({ err: error }, 'daily roles rebuild failed'));
  }, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
