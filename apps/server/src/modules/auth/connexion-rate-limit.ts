import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../../config/env';
import { cleEmail, creerCompteurTentatives } from '../../lib/compteur-tentatives';
import { AppError } from '../../lib/errors';

export const MESSAGE_TROP_DE_TENTATIVES = 'Trop de tentatives de connexion, réessayez dans quelques minutes';

const cleConnexion = (email: unknown) => cleEmail('connexion-email', email);
const cleIp = (request: FastifyRequest) => `connexion-ip:${request.ip}`;

/**
 * Guessing is slowed twice: per address (many accounts from one place, checked on arrival) and
 * per e-mail (one account from many places, checked once the body is read). Only failures count:
 * thirty colleagues signing in from one office at 7:00 must not lock each other out, and a right
 * password clears its e-mail's counter.
 */
export function connexionRateLimits(env: Env, redis: Redis | undefined) {
  const compteur = creerCompteurTentatives(redis);
  const limites = {
    ip: { max: env.CONNEXION_MAX_PAR_IP, fenetreMs: env.CONNEXION_FENETRE_IP_SECONDES * 1000 },
    email: { max: env.CONNEXION_MAX_PAR_EMAIL, fenetreMs: env.CONNEXION_FENETRE_EMAIL_SECONDES * 1000 },
  };
  const verifier =
    (max: number, key: (request: FastifyRequest) => string): preHandlerHookHandler =>
    async (request, reply) => {
      const { tentatives, resteMs } = await compteur.lire(key(request));
      if (tentatives < max) return;
      reply.header('retry-after', String(Math.max(1, Math.ceil(resteMs / 1000))));
      throw new AppError('TOO_MANY_REQUESTS', MESSAGE_TROP_DE_TENTATIVES);
    };
  return {
    hooks: {
      onRequest: [verifier(limites.ip.max, cleIp)],
      preHandler: [
        verifier(limites.email.max, (r) => cleConnexion((r.body as { email?: unknown } | undefined)?.email)),
      ],
    },
    async echec(request: FastifyRequest, email: string) {
      await Promise.all([
        compteur.compter(cleIp(request), limites.ip.fenetreMs),
        compteur.compter(cleConnexion(email), limites.email.fenetreMs),
      ]);
    },
    async succes(email: string) {
      await compteur.oublier(cleConnexion(email));
    },
  };
}
