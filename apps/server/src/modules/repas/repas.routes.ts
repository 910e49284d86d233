import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { lireHorairesRepas, modifierHorairesRepas, prevoirRepas } from './repas.service';

export function repasModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.repas;
  registerRoute(app, routes.lireHoraires, ({ actor, params }) => lireHorairesRepas(ctx.db, actor, params.id));
  registerRoute(app, routes.modifierHoraires, ({ actor, params, body }) =>
    modifierHorairesRepas(ctx.db, actor, params.id, body),
  );
  registerRoute(app, routes.prevision, ({ actor, params, query }) =>
    prevoirRepas(ctx.db, actor, params.id, query.dateDeProspection, query.nbJours),
  );
}
