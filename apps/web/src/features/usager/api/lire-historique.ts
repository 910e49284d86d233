import { usagerRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /usager/:usagerId/historique: balances, sheets and movements in one call. */
export const useHistoriqueUsager = (usagerId: number, etablissementId: number) =>
  useQuery({
    queryKey: usagerKeys.finances(usagerId, etablissementId),
    queryFn: ({ signal }) =>
      call(usagerRoutes.historique, { params: { usagerId }, query: { etablissementId }, signal }),
  });
