import { apiRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { calendrierKeys } from './calendrier-keys';

export const listerBornesHoraires = (granularite: number, signal?: AbortSignal) =>
  call(apiRoutes.calendrier.bornesHoraires, { query: { _granularite: granularite }, signal });

export const bornesHorairesQueryOptions = (granularite: number) =>
  queryOptions({
    queryKey: calendrierKeys.bornesHoraires(granularite),
    queryFn: ({ signal }) => listerBornesHoraires(granularite, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBornesHoraires(granularite: number) {
  return useQuery(bornesHorairesQueryOptions(granularite));
}
