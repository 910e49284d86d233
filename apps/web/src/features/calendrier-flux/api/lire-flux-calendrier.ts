import { calendrierFluxRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { calendrierFluxKeys } from '../../../lib/query-keys';

/** The first read creates the user's feed on the server: it is then the same on every read. */
export const lireFluxCalendrier = (signal?: AbortSignal) => call(calendrierFluxRoutes.lire, { signal });

export const fluxCalendrierQueryOptions = (username: string) =>
  queryOptions({
    queryKey: calendrierFluxKeys.adresses(username),
    queryFn: ({ signal }) => lireFluxCalendrier(signal),
    staleTime: 5 * 60_000,
  });

export function useFluxCalendrier(username: string) {
  return useQuery(fluxCalendrierQueryOptions(username));
}
