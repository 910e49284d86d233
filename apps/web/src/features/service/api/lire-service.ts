import { apiRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { serviceKeys } from './lister-services';

export const lireService = (serviceId: number, signal?: AbortSignal) =>
  call(apiRoutes.service.lire, { params: { serviceId }, signal });

export const serviceQueryOptions = (serviceId: number) =>
  queryOptions({ queryKey: serviceKeys.detail(serviceId), queryFn: ({ signal }) => lireService(serviceId, signal) });

/** A service with its current members and the user's abilities (GET /service/:serviceId). */
export const useService = (serviceId: number) => useQuery(serviceQueryOptions(serviceId));
