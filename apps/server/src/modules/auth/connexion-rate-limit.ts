import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/errors';

const MINUTE = 60_000;
const FIFTEEN_MINUTES = 15 * MINUTE;
export const MESSAGE_TROP_DE_TENTATIVES = 'Trop de tentatives de connexion, réessayez dans quelques minutes';

/**
 * One counter as a hook. Built on `createRateLimit` rather than `rateLimit`: the hooks made by
 * `app.rateLimit()` share one "already limited" flag per request, so a second limit on the same
 * route (the per-e-mail one) was silently skipped.
 */
function limiter(
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
    throw new AppError('TOO_MANY_REQUESTS', MESSAGE_TROP_DE_TENTATIVES);
  };
}

/**
 * Guessing is slowed twice: per address (many accounts from one place, counted on arrival) and
 * per e-mail (one account from many places, counted once the body is read).
 */
export function connexionRateLimits(app: FastifyInstance, env: Env) {
  return {
    onRequest: [limiter(app, env.CONNEXION_MAX_PAR_IP, MINUTE, (r) => `connexion-ip:${r.ip}`)],
    preHandler: [
      limiter(app, env.CONNEXION_MAX_PAR_EMAIL, FIFTEEN_MINUTES, (r) => {
        const email = (r.body as { email?: unknown } | undefined)?.email;
        return `connexion-email:${String(email ?? '')
          .trim()
          .toLowerCase()}`;
      }),
    ],
  };
}
