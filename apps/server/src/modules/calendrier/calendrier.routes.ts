import { apiRoutes, bornesHoraires, JOURS_SEMAINE } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route';
import { joursFeries } from './jours-feries';

export function calendrierModule(app: FastifyInstance): void {
  const routes = apiRoutes.calendrier;
  registerRoute(app, routes.bornesHoraires, ({ query }) =>
    bornesHoraires(query._granularite).map((b, index) => ({ borneHoraireId: index + 1, ...b })),
  );
  registerRoute(app, routes.jours, () => JOURS_SEMAINE.map((j) => ({ ...j })));
  registerRoute(app, routes.joursFeries, ({ query }) => joursFeries(query._annee));
}
