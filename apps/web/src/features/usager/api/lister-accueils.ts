import { usagerRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /accueil/usager/:usagerId: the stays, latest first. */
export const useAccueils = (usagerId: number) =>
  useQuery({
    queryKey: usagerKeys.accueils(usagerId),
    queryFn: ({ signal }) => call(usagerRoutes.accueils, { params: { usagerId }, signal }),
  });
