import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import {
  genererModeleAstreinte,
  lireDuesContractuelles,
  lirePlanningMensuel,
  lireResumeAnnuel,
  modifierJour,
  modifierSemaine,
  publierModeleAstreinte,
  viderJour,
  viderSemaine,
} from './astreinte.service';
import { actualiserLesRedirections, lireNumeroAstreinte } from './redirection.service';
import { fournisseurDepuisEnv } from './telephonie';

const R = apiRoutes.astreinte;

export function astreinteModule(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  registerRoute(app, R.resumeAnnuel, ({ actor, params, query }) =>
    lireResumeAnnuel(db, actor, params.id, query._annee),
  );
  registerRoute(app, R.planning, ({ actor, params, query }) =>
    lirePlanningMensuel(db, actor, params.id, query._annee, query._mois),
  );
  registerRoute(app, R.dues, ({ actor, params, query }) => lireDuesContractuelles(db, actor, params.id, query._date));
  registerRoute(app, R.generer, ({ actor, params, body }) => genererModeleAstreinte(db, actor, params.id, body));
  registerRoute(app, R.publier, ({ actor, params, body }) => publierModeleAstreinte(db, actor, params.id, body));
  registerRoute(app, R.modifier, ({ actor, body }) => modifierJour(db, actor, body));
  registerRoute(app, R.modifierSemaine, ({ actor, body }) => modifierSemaine(db, actor, body));
  registerRoute(app, R.supprimer, ({ actor, body }) => viderJour(db, actor, body));
  registerRoute(app, R.supprimerSemaine, ({ actor, body }) => viderSemaine(db, actor, body));
  registerRoute(app, R.numero, ({ actor, params }) => lireNumeroAstreinte(db, actor, params.id));
  registerRoute(app, R.actualiserLesRedirections, ({ actor }) =>
    actualiserLesRedirections(db, actor, fournisseurDepuisEnv(ctx.env)),
  );
}
