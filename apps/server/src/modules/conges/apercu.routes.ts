import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { apercuMensuel, apercuTrimestriel } from './apercu.service';

/** The leave overviews (spec §7: GET /conges/apercu/mensuel and /trimestriel). */
export function apercuCongesModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.conges;
  const { db } = ctx;
  registerRoute(app, routes.apercuMensuel, ({ actor, query }) => apercuMensuel(db, actor, query));
  registerRoute(app, routes.apercuTrimestriel, ({ actor, query }) => apercuTrimestriel(db, actor, query));
}
