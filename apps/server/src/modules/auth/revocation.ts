import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../db/client';
import { sessionTerminee, utilisateur } from '../../db/schema';
import { ecouter } from '../../lib/ecoute';

/** The channel the triggers of migration 0007 notify on. */
const CANAL = 'roulement_jetons';
/** Version of a user for whom no token is valid: disabled, deleted, or gone. */
const AUCUNE = -1;

export interface Revocations {
  /** Is a token of this user, version and session still good? A map lookup once the user is known. */
  valide(utilisateurId: number, version: number, sessionId: string): boolean | Promise<boolean>;
  /** The version just read or written in the database for this user (sign-in, password change). */
  connu(utilisateurId: number, version: number): void;
  /** Ends one session (sign-out): here at once, elsewhere through the notification. */
  terminer(db: DbOrTx, utilisateurId: number, sessionId: string, expireA: number): Promise<void>;
  /** Resolves once every notification committed before the call has been applied here. */
  synchroniser(): Promise<void>;
  fermer(): Promise<void>;
}

/**
 * Raises the token version of these users, so the tokens they hold stop working on their next
 * request. The roles rebuild calls it for users who lost a role; the notification leaves at commit.
 */
export async function revoquerJetons(db: DbOrTx, utilisateurIds: number[]): Promise<void> {
  if (utilisateurIds.length === 0) return;
  await db
    .update(utilisateur)
    .set({ jetonVersion: sql`${utilisateur.jetonVersion} + 1` })
    .where(inArray(utilisateur.id, utilisateurIds));
}

/**
 * Versions and ended sessions held in memory, refreshed across processes by PostgreSQL
 * LISTEN/NOTIFY (PGlite delivers its own notifications too), so authenticating a request costs
 * no round trip (decision 035).
 */
export async function createRevocations(db: Db, log: FastifyBaseLogger): Promise<Revocations> {
  const versions = new Map<number, number>();
  const chargements = new Map<number, Promise<number>>();
  const sessions = new LRUCache<string, true>({ max: 200_000 });
  const sessionFinie = (sessionId: string, expireA: number) => {
    const ttl = expireA - Date.now();
    if (ttl > 0) sessions.set(sessionId, true, { ttl });
  };

  const recevoir = (payload: string | undefined) => {
    try {
      const m = JSON.parse(payload ?? '') as { u?: number; v?: number; s?: string; e?: number };
      if (typeof m.u === 'number' && typeof m.v === 'number') versions.set(m.u, m.v);
      if (typeof m.s === 'string' && typeof m.e === 'number') sessionFinie(m.s, m.e);
    } catch (error) {
      log.warn({ err: error, payload }, 'token revocation: unreadable notification');
    }
  };
  // A lost connection may have dropped notifications: forget what we knew and read it again.
  const reprendre = async () => {
    versions.clear();
    const actives = await db
      .select({ sessionId: sessionTerminee.sessionId, expireLe: sessionTerminee.expireLe })
      .from(sessionTerminee)
      .where(gt(sessionTerminee.expireLe, new Date()));
    for (const s of actives) sessionFinie(s.sessionId, s.expireLe.getTime());
  };
  const ecoute = await ecouter(db, CANAL, { recevoir, reprendre, nom: 'token revocation' }, log);
  await reprendre();

  async function charger(utilisateurId: number): Promise<number> {
    const [row] = await db
      .select({ version: utilisateur.jetonVersion })
      .from(utilisateur)
      .where(and(eq(utilisateur.id, utilisateurId), eq(utilisateur.actif, true), isNull(utilisateur.supprimeLe)));
    const version = row?.version ?? AUCUNE;
    // A notification may have arrived meanwhile; it is the newer news.
    if (!versions.has(utilisateurId)) versions.set(utilisateurId, version);
    return versions.get(utilisateurId) ?? version;
  }

  return {
    valide(utilisateurId, version, sessionId) {
      if (sessions.has(sessionId)) return false;
      const connue = versions.get(utilisateurId);
      if (connue !== undefined) return connue !== AUCUNE && connue === version;
      let chargement = chargements.get(utilisateurId);
      if (!chargement) {
        chargement = charger(utilisateurId).finally(() => chargements.delete(utilisateurId));
        chargements.set(utilisateurId, chargement);
      }
      return chargement.then((v) => v !== AUCUNE && v === version);
    },
    connu(utilisateurId, version) {
      versions.set(utilisateurId, version);
    },
    async terminer(tx, utilisateurId, sessionId, expireA) {
      await tx
        .insert(sessionTerminee)
        .values({ sessionId, utilisateurId, expireLe: new Date(expireA) })
        .onConflictDoNothing();
      sessionFinie(sessionId, expireA);
    },
    synchroniser: () => ecoute.synchroniser(),
    fermer: () => ecoute.fermer(),
  };
}
