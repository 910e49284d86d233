import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { congesDeLaFiche } from '../employe/conges-de-la-fiche';
import { soldesInitiaux } from '../employe/declaration-ports';
import {
  crediterCongesAnnuels,
  crediterCongesTrimestriels,
  simulerCongesAnnuels,
} from './acquisition/acquisition.service';
import { csvCongesAnnuels } from './acquisition/csv-conges-annuels';
import { creerRegle, lireRegles } from './acquisition/regle-conges.service';
import { creerConges, evaluer, listerTypes, modifierConges, supprimerConges } from './conges.service';
import { contenuCongesDeLaFiche } from './conges-de-la-fiche';
import { crediter, crediterSoldesInitiaux, modifierCredit, supprimerCredit } from './credit.service';

export function congesModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.conges;
  const { db } = ctx;
  congesDeLaFiche.fournir({ contenu: contenuCongesDeLaFiche });
  soldesInitiaux.fournir(crediterSoldesInitiaux);
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
  registerRoute(app, routes.simulerCongesAnnuels, ({ query }) => simulerCongesAnnuels(db, query._annee, query._mois));
  registerRoute(app, routes.csvCongesAnnuels, async ({ query, reply }) => {
    const { lignes } = await simulerCongesAnnuels(db, query._annee, query._mois);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="conges_annuels.csv"')
      .send(csvCongesAnnuels(lignes));
  });
  registerRoute(app, routes.crediterCongesAnnuels, ({ actor, body }) =>
    crediterCongesAnnuels(db, actor, body.annee, body.mois),
  );
  registerRoute(app, routes.crediterCongesTrimestriels, ({ actor, body }) =>
    crediterCongesTrimestriels(db, actor, body.annee, body.trimestre),
  );
  registerRoute(app, routes.regles, ({ actor, params }) => lireRegles(db, actor, params.associationId));
  registerRoute(app, routes.creerRegle, ({ actor, params, body }) => creerRegle(db, actor, params.associationId, body));
}
