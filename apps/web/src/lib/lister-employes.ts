import { employeRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { employeKeys } from './query-keys';

export const listerEmployes = (etablissementId: number, signal?: AbortSignal) =>
  call(employeRoutes.listerParEtablissement, { params: { id: etablissementId }, signal });

export const employesQueryOptions = (etablissementId: number) =>
  queryOptions({
    queryKey: employeKeys.etablissement(etablissementId),
    queryFn: ({ signal }) => listerEmployes(etablissementId, signal),
  });

/** The establishment's employees (GET /employe/etablissement/:id), read by the employee and service screens. */
export function useEmployes(etablissementId: number | undefined) {
  return useQuery({ ...employesQueryOptions(etablissementId ?? 0), enabled: etablissementId !== undefined });
}
