import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { lireChiffres } from './chiffres.service';
import { lireACouvrir, lireCandidats } from './couverture.service';
import { lirePreference, modifierPreference } from './preference.service';
import { creerRegleTravail, lireReglesTravail } from './regle-travail.service';

export function couvertureModule(app: FastifyInstance, { db }: AppContext): void {
  const routes = apiRoutes.couverture;
  registerRoute(app, routes.aCouvrir, ({ actor, params, query }) => lireACouvrir(db, actor, params.id, query));
  registerRoute(app, routes.candidats, ({ actor, params }) => lireCandidats(db, actor, params.id));
  registerRoute(app, routes.chiffres, ({ actor, params, query }) => lireChiffres(db, actor, params.id, query.annee));
  registerRoute(app, routes.regles, ({ actor, params }) => lireReglesTravail(db, actor, params.associationId));
  registerRoute(app, routes.creerRegle, ({ actor, params, body }) =>
    creerRegleTravail(db, actor, params.associationId, body),
  );
  registerRoute(app, routes.preference, ({ actor, params }) => lirePreference(db, actor, params.id));
  registerRoute(app, routes.modifierPreference, ({ actor, params, body }) =>
    modifierPreference(db, actor, params.id, body),
  );
}
