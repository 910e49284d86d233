import { modeleRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { modeleKeys } from '../../../lib/query-keys';

export const lireModele = (serviceId: number, signal?: AbortSignal) =>
  call(modeleRoutes.lireParService, { params: { serviceId }, signal });

export const modeleQueryOptions = (serviceId: number) =>
  queryOptions({ queryKey: modeleKeys.service(serviceId), queryFn: ({ signal }) => lireModele(serviceId, signal) });

/** The service's planning template, created by the server when missing (spec §4 template lifecycle). */
export const useModelePlanning = (serviceId: number) => useQuery(modeleQueryOptions(serviceId));
