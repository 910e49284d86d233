import { astreinteRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { astreinteKeys } from '../../../lib/query-keys';

export const actualiserRedirections = () => call(astreinteRoutes.actualiserLesRedirections, {});

/** POST /astreinte/actualiserLesRedirections: the redirect lines of the on-call tabs change. */
export function useActualiserRedirections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualiserRedirections,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: astreinteKeys.all }),
  });
}
