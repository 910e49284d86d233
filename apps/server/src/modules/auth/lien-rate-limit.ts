import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/errors';

const QUINZE_MINUTES = 15 * 60_000;
const HEURE = 60 * 60_000;
export const MESSAGE_TROP_DE_DEMANDES = 'Trop de demandes de nouveau mot de passe, réessayez plus tard';

function limite(
  app: FastifyInstance,
  max: number,
  timeWindow: number,
  keyGenerator: (request: FastifyRequest) => string,
): preHandlerHookHandler {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('TOO_MANY_REQUESTS', MESSAGE_TROP_DE_DEMANDES);
  };
}

/**
 * Forgotten-password requests are limited per address (one place mailing many accounts) and per
 * e-mail (one mailbox flooded from many places), the same for known and unknown addresses.
 */
export function motDePasseOublieRateLimits(app: FastifyInstance, env: Env) {
  return {
    onRequest: [limite(app, env.OUBLI_MAX_PAR_IP, QUINZE_MINUTES, (r) => `oubli-ip:${r.ip}`)],
    preHandler: [
      limite(app, env.OUBLI_MAX_PAR_EMAIL, HEURE, (r) => {
        const email = (r.body as { email?: unknown } | undefined)?.email;
        return `oubli-email:${String(email ?? '')
          .trim()
          .toLowerCase()}`;
      }),
    ],
  };
}
