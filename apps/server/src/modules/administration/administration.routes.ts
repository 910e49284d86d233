import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { listerAcl, refreshAcl } from '../auth/acl.service';
import { envoyerMailTest } from './mail-test.service';

export function administrationModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.administration;
  registerRoute(app, routes.listerAcl, ({ query }) => listerAcl(ctx.db, query));
  registerRoute(app, routes.rafraichirAcl, ({ body }) => refreshAcl(ctx.db, body));
  registerRoute(app, routes.envoyerMailTest, ({ body, actor }) => envoyerMailTest(ctx, actor, body.to));
}
