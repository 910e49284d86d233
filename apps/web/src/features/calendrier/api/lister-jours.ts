import { apiRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { calendrierKeys } from './calendrier-keys';

export const listerJours = (signal?: AbortSignal) => call(apiRoutes.calendrier.jours, { signal });

export const joursQueryOptions = () =>
  queryOptions({
    queryKey: calendrierKeys.jours(),
    queryFn: ({ signal }) => listerJours(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useJours() {
  return useQuery(joursQueryOptions());
}
