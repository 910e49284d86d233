import { serviceRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { serviceKeys } from '../../../lib/query-keys';

export const lireService = (serviceId: number, signal?: AbortSignal) =>
  call(serviceRoutes.lire, { params: { serviceId }, signal });

export const serviceQueryOptions = (serviceId: number) =>
  queryOptions({
    queryKey: serviceKeys.detail(serviceId),
    queryFn: ({ signal }) => lireService(serviceId, signal),
  });

/** One service with its strategies, current members and the user's abilities (GET /service/:id). */
export function useService(serviceId: number | undefined) {
  return useQuery({ ...serviceQueryOptions(serviceId ?? 0), enabled: serviceId !== undefined && serviceId > 0 });
}
