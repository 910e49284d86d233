import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route';

export function santeModule(app: FastifyInstance): void {
  registerRoute(app, apiRoutes.sante.sante, () => ({ statut: 'ok' as const }));
}
