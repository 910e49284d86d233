import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import {
  creerMembre,
  listerMembresDeEtablissement,
  modifierMembre,
  rechercherNouveauxMembres,
  remplacerMembre,
  supprimerMembre,
} from './membre.service';

export function membreModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.membre;
  registerRoute(app, routes.listerParEtablissement, ({ actor, params }) =>
    listerMembresDeEtablissement(ctx.db, actor, params.etablissementId),
  );
  registerRoute(app, routes.creer, ({ actor, body }) => creerMembre(ctx.db, actor, body));
  registerRoute(app, routes.remplacer, ({ actor, params, body }) => remplacerMembre(ctx.db, actor, params.id, body));
  registerRoute(app, routes.modifier, ({ actor, params, body }) => modifierMembre(ctx.db, actor, params.id, body));
  registerRoute(app, routes.supprimer, ({ actor, params }) => supprimerMembre(ctx.db, actor, params.id));
  registerRoute(app, routes.rechercherNouveauxMembres, ({ actor, params, query }) =>
    rechercherNouveauxMembres(ctx.db, actor, params.serviceId, query._recherche),
  );
}
