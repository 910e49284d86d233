import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { creerConges, evaluer, listerTypes, modifierConges, supprimerConges } from './conges.service';
import { crediter, modifierCredit, supprimerCredit } from './credit.service';

export function congesModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.conges;
  const { db } = ctx;
  registerRoute(app, routes.types, () => listerTypes(db));
  registerRoute(app, routes.evaluer, ({ actor, body }) => evaluer(db, actor, body));
  registerRoute(app, routes.creer, ({ actor, body }) => creerConges(db, actor, body));
  registerRoute(app, routes.modifier, ({ actor, params, body }) => modifierConges(db, actor, params.congesId, body));
  registerRoute(app, routes.supprimer, ({ actor, params }) => supprimerConges(db, actor, params.congesId));
  registerRoute(app, routes.crediter, ({ actor, body }) => crediter(db, actor, body));
  registerRoute(app, routes.modifierCredit, ({ actor, params, body }) =>
    modifierCredit(db, actor, params.congesCreditId, body),
  );
  registerRoute(app, routes.supprimerCredit, ({ actor, params }) => supprimerCredit(db, actor, params.congesCreditId));
}
