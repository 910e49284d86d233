import { hasRole, type RoutePermission } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../lib/actor';
import type { TokenService } from '../modules/auth/token';
import { sendError } from './error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
}

/**
 * Authentication on the whole /api scope: every route declares its permission in the
 * contract; only `public` ones go without a token. Checked before the body is validated, so an
 * anonymous caller learns nothing about the shape a route expects.
 */
export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('actor', undefined);
  app.addHook('onRequest', async (request, reply) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission.kind === 'public') return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const actor = token ? await tokens.verify(token) : undefined;
    if (!actor) return sendError(reply, 'UNAUTHENTICATED', 'Authentification requise : veuillez vous reconnecter');
    request.actor = actor;
    if (permission.kind === 'role' && !hasRole(actor, permission.role)) {
      return sendError(reply, 'FORBIDDEN', "Vous n'avez pas le droit d'effectuer cette action");
    }
  });
}
