import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { lireModeleDuService } from './modele.service';
import { publierModele } from './publication.service';
import {
  ajouterSemaine,
  copierSemaine,
  creerCreneauModele,
  creerReposModele,
  interchangerMembre,
  modifierCreneauModele,
  modifierReposModele,
  supprimerCreneauModele,
  supprimerReposModele,
  supprimerSemaine,
} from './use-cases/editer-modele';

export function modeleModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.modele;
  const { db } = ctx;
  registerRoute(app, routes.lireParService, ({ actor, params }) => lireModeleDuService(db, actor, params.serviceId));
  registerRoute(app, routes.publier, ({ actor, params, body }) => publierModele(db, actor, params.id, body));
  registerRoute(app, routes.interchangerMembre, ({ actor, params, body }) =>
    interchangerMembre(db, actor, params.id, body),
  );
  registerRoute(app, routes.ajouterSemaine, ({ actor, params }) => ajouterSemaine(db, actor, params.id));
  registerRoute(app, routes.copierSemaine, ({ actor, params }) => copierSemaine(db, actor, params.id, params.ordre));
  registerRoute(app, routes.supprimerSemaine, ({ actor, params }) =>
    supprimerSemaine(db, actor, params.id, params.ordre),
  );
  registerRoute(app, routes.creerJourDeRepos, ({ actor, params, body }) =>
    creerReposModele(db, actor, params.id, params.ordre, body),
  );
  registerRoute(app, routes.modifierJourDeRepos, ({ actor, params, body }) =>
    modifierReposModele(db, actor, params.id, params.ordre, params.modeleJourDeReposId, body),
  );
  registerRoute(app, routes.supprimerJourDeRepos, ({ actor, params }) =>
    supprimerReposModele(db, actor, params.id, params.ordre, params.modeleJourDeReposId),
  );
  registerRoute(app, routes.creerCreneau, ({ actor, params, body }) =>
    creerCreneauModele(db, actor, params.id, params.ordre, body),
  );
  registerRoute(app, routes.modifierCreneau, ({ actor, params, body }) =>
    modifierCreneauModele(db, actor, params.id, params.ordre, params.modeleCreneauDeTravailId, body),
  );
  registerRoute(app, routes.supprimerCreneau, ({ actor, params }) =>
    supprimerCreneauModele(db, actor, params.id, params.ordre, params.modeleCreneauDeTravailId),
  );
}
