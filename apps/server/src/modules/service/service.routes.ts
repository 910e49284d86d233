import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { declarationDesMembres } from '../employe/declaration-ports';
import { creerMembresDeclares, verifierServicesDeclares } from './membre.service';
import {
  changerChefDeService,
  changerJoursFeriesAuto,
  changerValidationAutonome,
  creerService,
  lireService,
  listerServicesDeEtablissement,
  rechercherServices,
  renommerService,
} from './service.service';
import { fermerService } from './use-cases/fermer-service';
import { supprimerService } from './use-cases/supprimer-service';

export function serviceModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.service;
  const { db } = ctx;
  declarationDesMembres.fournir({ verifier: verifierServicesDeclares, creer: creerMembresDeclares });
  registerRoute(app, routes.listerParEtablissement, ({ actor, params }) =>
    listerServicesDeEtablissement(db, actor, params.etablissementId),
  );
  registerRoute(app, routes.rechercher, ({ actor, query }) => rechercherServices(db, actor, query._search));
  registerRoute(app, routes.lire, ({ actor, params }) => lireService(db, actor, params.serviceId));
  registerRoute(app, routes.creer, ({ actor, body }) => creerService(db, actor, body));
  registerRoute(app, routes.renommer, ({ actor, params, body }) => renommerService(db, actor, params.serviceId, body));
  registerRoute(app, routes.changerChef, ({ actor, params, body }) =>
    changerChefDeService(db, actor, params.serviceId, body),
  );
  registerRoute(app, routes.joursFeriesAuto, ({ actor, params, body }) =>
    changerJoursFeriesAuto(db, actor, params.serviceId, body),
  );
  registerRoute(app, routes.validationAutonome, ({ actor, params, body }) =>
    changerValidationAutonome(db, actor, params.serviceId, body),
  );
  registerRoute(app, routes.fermer, ({ actor, params, body }) => fermerService(db, actor, params.serviceId, body));
  registerRoute(app, routes.supprimer, ({ actor, params }) => supprimerService(db, actor, params.serviceId));
}
