import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { listerEtablissementsVisibles } from './etablissement.service';
import { lireFicheDePresence } from './fiche-de-presence.service';

export function etablissementModule(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, apiRoutes.etablissement.lister, ({ actor }) => listerEtablissementsVisibles(ctx.db, actor));
  registerRoute(app, apiRoutes.etablissement.ficheDePresence, ({ actor, params, query }) =>
    lireFicheDePresence(ctx.db, actor, params.id, query.dateDeProspection),
  );
}
