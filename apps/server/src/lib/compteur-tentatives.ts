import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Attempts per key within a fixed window opened by the first one counted: the store behind the
 * sign-in and forgotten-password limits. Redis when configured (shared by every process, ARCHITECTURE.md
 * §8), memory otherwise.
 */
export interface CompteurTentatives {
  /** Attempts counted so far, and the milliseconds left in the window. */
  lire(key: string): Promise<{ tentatives: number; resteMs: number }>;
  compter(key: string, fenetreMs: number): Promise<void>;
  oublier(key: string): Promise<void>;
}

function compteurMemoire(): CompteurTentatives {
  // Bounded: a flood of distinct keys drops the oldest counters rather than the process.
  const compteurs = new LRUCache<string, { tentatives: number; finA: number }>({ max: 100_000, ttlAutopurge: false });
  return {
    async lire(key) {
      const c = compteurs.get(key);
      if (!c || c.finA <= Date.now()) return { tentatives: 0, resteMs: 0 };
      return { tentatives: c.tentatives, resteMs: c.finA - Date.now() };
    },
    async compter(key, fenetreMs) {
      const c = compteurs.get(key);
      if (c && c.finA > Date.now()) c.tentatives++;
      else compteurs.set(key, { tentatives: 1, finA: Date.now() + fenetreMs }, { ttl: fenetreMs });
    },
    async oublier(key) {
      compteurs.delete(key);
    },
  };
}

/** The window starts with the first attempt (SET NX PX), then INCR. */
function compteurRedis(redis: Redis): CompteurTentatives {
  const cle = (key: string) => `roulement:${key}`;
  return {
    async lire(key) {
      const [tentatives, reste] = await Promise.all([redis.get(cle(key)), redis.pttl(cle(key))]);
      return { tentatives: Number(tentatives ?? 0), resteMs: Math.max(reste, 0) };
    },
    async compter(key, fenetreMs) {
      await redis.multi().set(cle(key), 0, 'PX', fenetreMs, 'NX').incr(cle(key)).exec();
    },
    async oublier(key) {
      await redis.del(cle(key));
    },
  };
}

export function creerCompteurTentatives(redis: Redis | undefined): CompteurTentatives {
  return redis ? compteurRedis(redis) : compteurMemoire();
}

/** An e-mail as a counter's key: the same mailbox whatever its case or surrounding spaces. */
export const cleEmail = (prefixe: string, email: unknown) =>
  `${prefixe}:${String(email ?? '')
    .trim()
    .toLowerCase()}`;
