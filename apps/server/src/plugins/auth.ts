import { hasRole, type RoutePermission } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../lib/actor';
import type { Revocations } from '../modules/auth/revocation';
import type { Jeton, TokenService } from '../modules/auth/token';
import { sendError } from './error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
    /** The verified token of an authenticated request: its session, for the sign-out. */
    jeton?: Jeton;
  }
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    /** Token revocation state of this process (tests wait on `synchroniser`). */
    revocations: Revocations;
  }
}

/** The API documentation UI, registered by its plugin: static pages, public by design. */
const DOCUMENTATION = '/api/docs';

/**
 * Authentication on the whole /api scope: every route declares its permission in the
 * contract; only `public` ones go without a token, and an /api route that declares none stops
 * the server at start rather than being served to anyone. Checked before the body is validated,
 * so an anonymous caller learns nothing about the shape a route expects.
 */
export function registerAuth(app: FastifyInstance, tokens: TokenService, revocations: Revocations): void {
  app.decorate('revocations', revocations);
  app.decorateRequest('actor', undefined);
  app.decorateRequest('jeton', undefined);
  app.addHook('onRoute', (route) => {
    const api = route.url === '/api' || route.url.startsWith('/api/');
    if (!api || route.prefix === DOCUMENTATION || route.config?.permission) return;
    throw new Error(`Route ${route.method} ${route.url} sans permission déclarée : le serveur refuse de démarrer`);
  });
  app.addHook('onRequest', async (request, reply) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission.kind === 'public') return;
    // What one user may read must not be kept by a shared proxy or the browser's disk cache.
    reply.header('cache-control', 'no-store');
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const jeton = token ? await tokens.verify(token) : undefined;
    if (!jeton) return sendError(reply, 'UNAUTHENTICATED', 'Authentification requise : veuillez vous reconnecter');
    request.actor = jeton.actor;
    request.jeton = jeton;
    if (permission.kind === 'role' && !hasRole(jeton.actor, permission.role)) {
      return sendError(reply, 'FORBIDDEN', "Vous n'avez pas le droit d'effectuer cette action");
    }
  });
}
