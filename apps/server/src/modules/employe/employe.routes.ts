import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import {
  ajouterContrat,
  creerRemplacement,
  listerMetiers,
  listerTypesDeContrat,
  modifierContrat,
  supprimerContrat,
} from './contrat.service';
import {
  lireEmploye,
  lireFichesUtilisateur,
  lireHeuresDeTravail,
  lireRecuperations,
  listerParEtablissement,
  modifierEmploye,
  rechercher,
  supprimerEmploye,
} from './employe.service';
import { crediterHeures } from './heures.service';
import { creerEmploye } from './use-cases/creer-employe';

export function employeModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.employe;
  const { db } = ctx;
  registerRoute(app, routes.listerParEtablissement, ({ actor, params }) =>
    listerParEtablissement(db, actor, params.id),
  );
  registerRoute(app, routes.rechercher, ({ actor, query }) => rechercher(db, actor, query));
  registerRoute(app, routes.listerParUtilisateur, ({ actor, params }) => lireFichesUtilisateur(db, actor, params.id));
  registerRoute(app, routes.lire, ({ actor, params }) => lireEmploye(db, actor, params.id));
  registerRoute(app, routes.creer, ({ actor, body }) => creerEmploye(ctx, actor, body));
  registerRoute(app, routes.modifier, ({ actor, params, body }) => modifierEmploye(db, actor, params.id, body));
  registerRoute(app, routes.supprimer, ({ actor, params }) => supprimerEmploye(db, actor, params.id));
  registerRoute(app, routes.recuperation, ({ actor, params }) => lireRecuperations(db, actor, params.id));
  registerRoute(app, routes.crediterHeures, ({ actor, params, body }) => crediterHeures(db, actor, params.id, body));
  registerRoute(app, routes.heuresDeTravail, ({ actor, params }) => lireHeuresDeTravail(db, actor, params.id));
  registerRoute(app, routes.ajouterContrat, ({ actor, params, body }) => ajouterContrat(db, actor, params.id, body));
  registerRoute(app, routes.modifierContrat, ({ actor, params, body }) =>
    modifierContrat(db, actor, params.id, params.contratId, body),
  );
  registerRoute(app, routes.supprimerContrat, ({ actor, params }) =>
    supprimerContrat(db, actor, params.id, params.contratId),
  );
  registerRoute(app, routes.creerRemplacement, ({ actor, params, body }) =>
    creerRemplacement(db, actor, params.remplacantId, body),
  );
  registerRoute(app, routes.typesDeContrat, () => listerTypesDeContrat(db));
  registerRoute(app, routes.metiers, () => listerMetiers(db));
}
