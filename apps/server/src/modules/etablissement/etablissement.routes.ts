import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { listerEtablissementsVisibles } from './etablissement.service';

export function etablissementModule(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, apiRoutes.etablissement.lister, ({ actor }) => listerEtablissementsVisibles(ctx.db, actor));
}
