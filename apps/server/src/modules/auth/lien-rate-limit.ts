import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../../config/env';
import { cleEmail, creerCompteurTentatives } from '../../lib/compteur-tentatives';
import { AppError } from '../../lib/errors';

const QUINZE_MINUTES = 15 * 60_000;
const HEURE = 60 * 60_000;
export const MESSAGE_TROP_DE_DEMANDES = 'Trop de demandes de nouveau mot de passe, réessayez plus tard';

/**
 * Forgotten-password requests are limited per address (one place mailing many accounts) and per
 * e-mail (one mailbox flooded from many places), the same for known and unknown addresses: every
 * request counts, since its answer never says whether it found someone.
 */
export function motDePasseOublieRateLimits(env: Env, redis: Redis | undefined) {
  const compteur = creerCompteurTentatives(redis);
  const limite =
    (max: number, fenetreMs: number, key: (request: FastifyRequest) => string): preHandlerHookHandler =>
    async (request, reply) => {
      const cle = key(request);
      const { tentatives, resteMs } = await compteur.lire(cle);
      if (tentatives >= max) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(resteMs / 1000))));
        throw new AppError('TOO_MANY_REQUESTS', MESSAGE_TROP_DE_DEMANDES);
      }
      await compteur.compter(cle, fenetreMs);
    };
  return {
    onRequest: [limite(env.OUBLI_MAX_PAR_IP, QUINZE_MINUTES, (r) => `oubli-ip:${r.ip}`)],
    preHandler: [
      limite(env.OUBLI_MAX_PAR_EMAIL, HEURE, (r) =>
        cleEmail('oubli-email', (r.body as { email?: unknown } | undefined)?.email),
      ),
    ],
  };
}
