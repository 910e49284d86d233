import { usagerRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /usager/:usagerId: civil status, current stay and abilities. */
export const useUsager = (usagerId: number) =>
  useQuery({
    queryKey: usagerKeys.detail(usagerId),
    queryFn: ({ signal }) => call(usagerRoutes.lire, { params: { usagerId }, signal }),
    enabled: usagerId > 0,
  });
