import { planningRoutes, type Semaine } from '@roulement/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { planningKeys } from '../../../lib/query-keys';

const query = (s: Semaine) => ({ _annee: s.annee, _semaine: s.semaine });

/** A service's week: members, slots with their menu, hours counters (GET /creneau/service/:id/semaine). */
export const planningServiceQueryOptions = (serviceId: number, s: Semaine) =>
  queryOptions({
    queryKey: planningKeys.semaineService(serviceId, s),
    queryFn: ({ signal }) =>
      call(planningRoutes.creneauxServiceSemaine, { params: { serviceId }, query: query(s), signal }),
  });

/** A service's rest days of a week (GET /jourDeRepos/service/:id), loaded once the user shows them. */
export const joursDeReposQueryOptions = (serviceId: number, s: Semaine) =>
  queryOptions({
    queryKey: planningKeys.reposService(serviceId, s),
    queryFn: ({ signal }) =>
      call(planningRoutes.joursDeReposService, { params: { serviceId }, query: query(s), signal }),
  });
