import { usagerRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /usager: the residents of one establishment, by name (the search filters them here). */
export const usagersQueryOptions = (etablissementId: number) =>
  queryOptions({
    queryKey: usagerKeys.liste(etablissementId, ''),
    queryFn: ({ signal }) => call(usagerRoutes.lister, { query: { etablissementId }, signal }),
  });

export const useUsagers = (etablissementId: number) => useQuery(usagersQueryOptions(etablissementId));
