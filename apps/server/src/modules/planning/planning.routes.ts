import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { planningDesMembres } from '../service/planning-des-membres';
import {
  creneauxDuJour,
  creneauxDuMembre,
  joursDeReposSemaine,
  planningSemaine,
  planningUtilisateur,
} from './lecture.service';
import { supprimerPlanningApres } from './planning-fermeture';
import { aDesCreneauxAvant, supprimerPlanningDepuis, transfererPlanning } from './planning-membre';
import {
  annulerFormation,
  creerCreneauTravail,
  creerFormation,
  modifierCreneau,
  restaurerDuTempsDeTravail,
  retirerDuTempsDeTravail,
} from './use-cases/ajuster-creneau';
import { annulerRemplacement, basculerNePasRemplacer, remplacerCreneau } from './use-cases/remplacer-creneau';

const semaine = (q: { _annee: number; _semaine: number }) => ({ semaine: q._semaine, annee: q._annee });

export function planningModule(app: FastifyInstance, ctx: AppContext): void {
  planningDesMembres.fournir({
    transferer: transfererPlanning,
    supprimerDepuis: supprimerPlanningDepuis,
    aDesCreneauxAvant,
    supprimerApres: supprimerPlanningApres,
  });
  const routes = apiRoutes.planning;
  const { db } = ctx;
  registerRoute(app, routes.creneauxUtilisateur, ({ actor, params, query }) =>
    planningUtilisateur(db, actor, params.id, semaine(query)),
  );
  registerRoute(app, routes.creneauxServiceDate, ({ actor, params, query }) =>
    creneauxDuJour(db, actor, params.serviceId, query._date),
  );
  registerRoute(app, routes.creneauxServiceSemaine, ({ actor, params, query }) =>
    planningSemaine(db, actor, params.serviceId, semaine(query)),
  );
  registerRoute(app, routes.joursDeReposService, ({ actor, params, query }) =>
    joursDeReposSemaine(db, actor, params.serviceId, semaine(query)),
  );
  registerRoute(app, routes.creneauxMembre, ({ actor, params, query }) =>
    creneauxDuMembre(db, actor, params.membreId, query._date),
  );
  registerRoute(app, routes.remplacer, ({ actor, params, body }) =>
    remplacerCreneau(db, actor, params.remplaceId, body),
  );
  registerRoute(app, routes.basculerNePasRemplacer, ({ actor, params }) =>
    basculerNePasRemplacer(db, actor, params.id),
  );
  registerRoute(app, routes.annulerRemplacement, ({ actor, params }) => annulerRemplacement(db, actor, params.id));
  registerRoute(app, routes.creerTravail, ({ actor, body }) => creerCreneauTravail(db, actor, body));
  registerRoute(app, routes.restaurerDuTempsDeTravail, ({ actor, body }) =>
    restaurerDuTempsDeTravail(db, actor, body.creneauId),
  );
  registerRoute(app, routes.retirerDuTempsDeTravail, ({ actor, body }) =>
    retirerDuTempsDeTravail(db, actor, body.creneauId),
  );
  registerRoute(app, routes.modifier, ({ actor, params, body }) => modifierCreneau(db, actor, params.id, body));
  registerRoute(app, routes.creerFormation, ({ actor, body }) => creerFormation(db, actor, body));
  registerRoute(app, routes.annulerFormation, ({ actor, params }) => annulerFormation(db, actor, params.creneauId));
}
