import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { adresseApplication } from '../../config/env';
import { registerRoute } from '../../lib/register-route';
import { fournirOffresEnCours } from '../couverture/offres-en-cours';
import { envoyerOffre } from './envoi.service';
import { creneauxAvecOffreOuverte } from './offre.lecture';
import { lireOffre, mesOffres, modifierReglage, offresEtablissement } from './offre.service';
import { accepterOffre, confirmerOffre, refuserOffre, retirerOffre, voirOffre } from './reponse.service';

export function offreModule(app: FastifyInstance, { db, mailer, env }: AppContext): void {
  const routes = apiRoutes.offre;
  const courrier = { mailer, appUrl: adresseApplication(env) };
  // « À couvrir » shows and filters the slots an open offer holds (decision 108).
  fournirOffresEnCours((lecteur, creneauIds) => creneauxAvecOffreOuverte(lecteur, creneauIds, new Date()));
  registerRoute(app, routes.envoyer, ({ actor, body }) => envoyerOffre(db, actor, courrier, body));
  registerRoute(app, routes.miennes, ({ actor }) => mesOffres(db, actor));
  registerRoute(app, routes.etablissement, ({ actor, params }) => offresEtablissement(db, actor, params.id));
  registerRoute(app, routes.detail, ({ actor, params }) => lireOffre(db, actor, params.id));
  registerRoute(app, routes.vue, ({ actor, params }) => voirOffre(db, actor, params.id));
  registerRoute(app, routes.accepter, ({ actor, params }) => accepterOffre(db, actor, courrier, params.id));
  registerRoute(app, routes.refuser, ({ actor, params }) => refuserOffre(db, actor, params.id));
  registerRoute(app, routes.confirmer, ({ actor, params }) => confirmerOffre(db, actor, params.id));
  registerRoute(app, routes.retirer, ({ actor, params }) => retirerOffre(db, actor, params.id));
  registerRoute(app, routes.reglage, ({ actor, params, body }) => modifierReglage(db, actor, params.serviceId, body));
}
