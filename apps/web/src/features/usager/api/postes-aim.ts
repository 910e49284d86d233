import { usagerRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /posteAIM: reference data, read once. */
export const usePostesAim = () =>
  useQuery({
    queryKey: usagerKeys.postes(),
    queryFn: ({ signal }) => call(usagerRoutes.postesAim, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
