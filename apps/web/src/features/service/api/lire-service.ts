import { apiRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { serviceKeys } from './lister-services';

export const serviceQueryOptions = (serviceId: number) =>
  queryOptions({
    queryKey: serviceKeys.detail(serviceId),
    queryFn: ({ signal }) => call(apiRoutes.service.lire, { params: { serviceId }, signal }),
  });

/** A service with its establishment, current members and the user's abilities (GET /service/:id). */
export const useService = (serviceId: number) => useQuery(serviceQueryOptions(serviceId));
