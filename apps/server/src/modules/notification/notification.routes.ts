import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { clesVapid } from '../../lib/secret';
import { abonner, desabonner, envoyerEssai, listerAbonnements, modifierPreferences } from './notification.service';

export function notificationModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.notification;
  const { db, env } = ctx;
  // Read once, on the first request: the worker generated or read the same pair at start.
  let cles: ReturnType<typeof clesVapid> | undefined;
  registerRoute(app, routes.clePublique, async () => {
    cles ??= clesVapid(db, env);
    return { clePublique: (await cles).publicKey };
  });
  registerRoute(app, routes.lister, ({ actor }) => listerAbonnements(db, actor));
  registerRoute(app, routes.abonner, ({ actor, body }) => abonner(db, actor, body));
  registerRoute(app, routes.desabonner, ({ actor, body }) => desabonner(db, actor, body.endpoint));
  registerRoute(app, routes.preferences, ({ actor, body }) => modifierPreferences(db, actor, body));
  registerRoute(app, routes.essai, ({ actor, body }) => envoyerEssai(db, actor, body.endpoint));
}
