import { notificationRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

export const lireAbonnements = (signal?: AbortSignal) => call(notificationRoutes.lister, { signal });

export const abonnementsQueryOptions = (username: string) =>
  queryOptions({ queryKey: notificationKeys.abonnements(username), queryFn: ({ signal }) => lireAbonnements(signal) });

export function useAbonnements(username: string) {
  return useQuery(abonnementsQueryOptions(username));
}
