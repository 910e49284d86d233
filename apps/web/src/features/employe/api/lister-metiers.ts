import { employeRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { employeKeys } from '../../../lib/query-keys';

export const listerMetiers = (signal?: AbortSignal) => call(employeRoutes.metiers, { signal });

// Reference data: it changes with a migration, not while the app runs.
export const metiersQueryOptions = () =>
  queryOptions({
    queryKey: employeKeys.metiers(),
    queryFn: ({ signal }) => listerMetiers(signal),
    staleTime: 3_600_000,
  });

/** GET /contrat/metiers */
export const useMetiers = () => useQuery(metiersQueryOptions());
