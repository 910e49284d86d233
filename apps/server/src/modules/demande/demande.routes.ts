import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { adresseApplication } from '../../config/env';
import { registerRoute } from '../../lib/register-route';
import { configurerCourrier } from './demande.mails';
import {
  annuler,
  commenter,
  compteurs,
  impact,
  lireDemande,
  listerAValider,
  listerMesDemandes,
  supprimerCommentaire,
} from './demande.service';
import { creerDemandeConges } from './use-cases/creer-demande-conges';
import { deciderValidation } from './use-cases/decider-validation';
import { mettreAJourStatut, mettreAJourStatuts } from './use-cases/mettre-a-jour-statut';

export function demandeModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.demande;
  const { db } = ctx;
  configurerCourrier(ctx.mailer, adresseApplication(ctx.env));
  registerRoute(app, routes.mesDemandes, ({ actor }) => listerMesDemandes(db, actor));
  registerRoute(app, routes.aValider, ({ actor, query }) => listerAValider(db, actor, query));
  registerRoute(app, routes.compteurs, ({ actor }) => compteurs(db, actor));
  registerRoute(app, routes.detail, ({ actor, params }) => lireDemande(db, actor, params.demandeId));
  registerRoute(app, routes.impact, ({ actor, params }) => impact(db, actor, params.demandeId));
  registerRoute(app, routes.creerConges, ({ actor, body }) => creerDemandeConges(db, actor, body));
  registerRoute(app, routes.commenter, ({ actor, params, body }) =>
    commenter(db, actor, params.demandeId, body.commentaire),
  );
  registerRoute(app, routes.supprimerCommentaire, ({ actor, params }) =>
    supprimerCommentaire(db, actor, params.demandeId, params.commentaireId),
  );
  registerRoute(app, routes.valider, ({ actor, params }) => deciderValidation(db, actor, params, true));
  registerRoute(app, routes.refuser, ({ actor, params }) => deciderValidation(db, actor, params, false));
  registerRoute(app, routes.mettreAJourStatut, ({ actor, params }) => mettreAJourStatut(db, actor, params.demandeId));
  registerRoute(app, routes.mettreAJourStatuts, ({ actor }) => mettreAJourStatuts(db, actor));
  registerRoute(app, routes.annuler, ({ actor, params }) => annuler(db, actor, params.demandeId));
}
