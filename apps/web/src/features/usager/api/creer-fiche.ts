import { usagerRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/**
 * POST /ficheAIM/: the first sheet, or the one after the latest validated sheet. Without a
 * template it fails with the named error ModeleAimManquantException (spec §8), read by the caller.
 */
export function useCreerFiche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { etablissementId: number; usagerId: number }) => call(usagerRoutes.initialiserFiche, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usagerKeys.all }),
  });
}
