import { employeRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { employeKeys } from './query-keys';

export const lireEmploye = (employeId: number, signal?: AbortSignal) =>
  call(employeRoutes.lire, { params: { id: employeId }, signal });

export const employeQueryOptions = (employeId: number) =>
  queryOptions({
    queryKey: employeKeys.detail(employeId),
    queryFn: ({ signal }) => lireEmploye(employeId, signal),
  });

/** One employee with contracts, leave, credits, balances and recovery (GET /employe/:id). */
export function useEmploye(employeId: number | undefined) {
  return useQuery({ ...employeQueryOptions(employeId ?? 0), enabled: employeId !== undefined && employeId > 0 });
}
