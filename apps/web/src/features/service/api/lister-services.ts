import { serviceRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { serviceKeys } from '../../../lib/query-keys';

export const listerServices = (etablissementId: number, signal?: AbortSignal) =>
  call(serviceRoutes.listerParEtablissement, { params: { etablissementId }, signal });

export const servicesQueryOptions = (etablissementId: number) =>
  queryOptions({
    queryKey: serviceKeys.etablissement(etablissementId),
    queryFn: ({ signal }) => listerServices(etablissementId, signal),
  });

/** Open services of an establishment, sorted by name (GET /service/etablissement/:id). */
export function useServices(etablissementId: number | undefined) {
  return useQuery({ ...servicesQueryOptions(etablissementId ?? 0), enabled: etablissementId !== undefined });
}
