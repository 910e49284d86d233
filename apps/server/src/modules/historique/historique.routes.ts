import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { lireHistoriqueEmploye } from './historique.service';

export function historiqueModule(app: FastifyInstance, { db }: AppContext): void {
  registerRoute(app, apiRoutes.historique.lireDeEmploye, ({ actor, params, query }) =>
    lireHistoriqueEmploye(db, actor, params.id, query),
  );
}
