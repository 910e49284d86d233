import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/errors';

export const MESSAGE_TROP_DE_TENTATIVES = 'Trop de tentatives de connexion, réessayez dans quelques minutes';

/** Failed attempts per key within a fixed window opened by the first failure. */
interface CompteurEchecs {
  /** Failures counted so far, and the milliseconds left in the window. */
  lire(key: string): Promise<{ echecs: number; resteMs: number }>;
  echec(key: string, fenetreMs: number): Promise<void>;
  oublier(key: string): Promise<void>;
}

function compteurMemoire(): CompteurEchecs {
  // Bounded: a flood of distinct e-mails drops the oldest counters rather than the process.
  const compteurs = new LRUCache<string, { echecs: number; finA: number }>({ max: 100_000, ttlAutopurge: false });
  return {
    async lire(key) {
      const c = compteurs.get(key);
      if (!c || c.finA <= Date.now()) return { echecs: 0, resteMs: 0 };
      return { echecs: c.echecs, resteMs: c.finA - Date.now() };
    },
    async echec(key, fenetreMs) {
      const c = compteurs.get(key);
      if (c && c.finA > Date.now()) c.echecs++;
      else compteurs.set(key, { echecs: 1, finA: Date.now() + fenetreMs }, { ttl: fenetreMs });
    },
    async oublier(key) {
      compteurs.delete(key);
    },
  };
}

/** Shared by every process: the window starts with the first failure (SET NX PX), then INCR. */
function compteurRedis(redis: Redis): CompteurEchecs {
  const cle = (key: string) => `roulement:${key}`;
  return {
    async lire(key) {
      const [echecs, reste] = await Promise.all([redis.get(cle(key)), redis.pttl(cle(key))]);
      return { echecs: Number(echecs ?? 0), resteMs: Math.max(reste, 0) };
    },
    async echec(key, fenetreMs) {
      await redis.multi().set(cle(key), 0, 'PX', fenetreMs, 'NX').incr(cle(key)).exec();
    },
    async oublier(key) {
      await redis.del(cle(key));
    },
  };
}

const cleEmail = (email: unknown) =>
  `connexion-email:${String(email ?? '')
    .trim()
    .toLowerCase()}`;
const cleIp = (request: FastifyRequest) => `connexion-ip:${request.ip}`;

/**
 * Guessing is slowed twice: per address (many accounts from one place, checked on arrival) and
 * per e-mail (one account from many places, checked once the body is read). Only failures count:
 * thirty colleagues signing in from one office at 7:00 must not lock each other out, and a right
 * password clears its e-mail's counter.
 */
export function connexionRateLimits(env: Env, redis: Redis | undefined) {
  const compteur = redis ? compteurRedis(redis) : compteurMemoire();
  const limites = {
    ip: { max: env.CONNEXION_MAX_PAR_IP, fenetreMs: env.CONNEXION_FENETRE_IP_SECONDES * 1000 },
    email: { max: env.CONNEXION_MAX_PAR_EMAIL, fenetreMs: env.CONNEXION_FENETRE_EMAIL_SECONDES * 1000 },
  };
  const verifier =
    (max: number, key: (request: FastifyRequest) => string): preHandlerHookHandler =>
    async (request, reply) => {
      const { echecs, resteMs } = await compteur.lire(key(request));
      if (echecs < max) return;
      reply.header('retry-after', String(Math.max(1, Math.ceil(resteMs / 1000))));
      throw new AppError('TOO_MANY_REQUESTS', MESSAGE_TROP_DE_TENTATIVES);
    };
  return {
    hooks: {
      onRequest: [verifier(limites.ip.max, cleIp)],
      preHandler: [verifier(limites.email.max, (r) => cleEmail((r.body as { email?: unknown } | undefined)?.email))],
    },
    async echec(request: FastifyRequest, email: string) {
      await Promise.all([
        compteur.echec(cleIp(request), limites.ip.fenetreMs),
        compteur.echec(cleEmail(email), limites.email.fenetreMs),
      ]);
    },
    async succes(email: string) {
      await compteur.oublier(cleEmail(email));
    },
  };
}
