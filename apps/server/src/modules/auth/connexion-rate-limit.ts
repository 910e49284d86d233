import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../../config/env';
import { cleEmail, creerCompteurTentatives } from '../../lib/compteur-tentatives';
import { AppError } from '../../lib/errors';

export const MESSAGE_TROP_DE_TENTATIVES = 'Trop de tentatives de connexion, réessayez dans quelques minutes';

const cleConnexion = (email: unknown) => cleEmail('connexion-email', email);
const clePaire = (request: FastifyRequest, email: unknown) => `${cleEmail('connexion-paire', email)}|${request.ip}`;
const cleIp = (request: FastifyRequest) => `connexion-ip:${request.ip}`;
const emailDu = (request: FastifyRequest) => (request.body as { email?: unknown } | undefined)?.email;
const attendre = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Guessing is slowed three ways (decision 071): per address (many accounts from one place, checked
 * on arrival), per e-mail and address (one account from one place: that pair is locked), and per
 * e-mail from every address (one account from many places: each attempt waits longer, nothing is
 * locked). Locking the e-mail itself let anyone lock a colleague out; the owner signing in from
 * their usual place now gets in, at worst a few seconds later. Only failures count: thirty
 * colleagues signing in from one office at 7:00 must not lock each other out, and a right password
 * clears its e-mail's counters.
 */
export function connexionRateLimits(env: Env, redis: Redis | undefined) {
  const compteur = creerCompteurTentatives(redis);
  const ip = { max: env.CONNEXION_MAX_PAR_IP, fenetreMs: env.CONNEXION_FENETRE_IP_SECONDES * 1000 };
  const paire = { max: env.CONNEXION_MAX_PAR_EMAIL, fenetreMs: env.CONNEXION_FENETRE_EMAIL_SECONDES * 1000 };
  const ralenti = { apres: env.CONNEXION_RALENTIR_APRES, maxMs: env.CONNEXION_RALENTISSEMENT_MAX_SECONDES * 1000 };

  const verifier =
    (max: number, key: (request: FastifyRequest) => string): preHandlerHookHandler =>
    async (request, reply) => {
      const { tentatives, resteMs } = await compteur.lire(key(request));
      if (tentatives < max) return;
      reply.header('retry-after', String(Math.max(1, Math.ceil(resteMs / 1000))));
      throw new AppError('TOO_MANY_REQUESTS', MESSAGE_TROP_DE_TENTATIVES);
    };
  /** Doubles from a quarter of a second with each failure past the threshold, up to the ceiling. */
  const ralentir: preHandlerHookHandler = async (request) => {
    const { tentatives } = await compteur.lire(cleConnexion(emailDu(request)));
    if (tentatives < ralenti.apres) return;
    await attendre(Math.min(ralenti.maxMs, 250 * 2 ** Math.min(tentatives - ralenti.apres, 16)));
  };

  return {
    hooks: {
      onRequest: [verifier(ip.max, cleIp)],
      preHandler: [verifier(paire.max, (r) => clePaire(r, emailDu(r))), ralentir],
    },
    async echec(request: FastifyRequest, email: string) {
      await Promise.all([
        compteur.compter(cleIp(request), ip.fenetreMs),
        compteur.compter(clePaire(request, email), paire.fenetreMs),
        compteur.compter(cleConnexion(email), paire.fenetreMs),
      ]);
    },
    async succes(request: FastifyRequest, email: string) {
      await Promise.all([compteur.oublier(clePaire(request, email)), compteur.oublier(cleConnexion(email))]);
    },
  };
}
