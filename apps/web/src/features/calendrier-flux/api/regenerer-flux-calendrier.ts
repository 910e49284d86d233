import { calendrierFluxRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { calendrierFluxKeys } from '../../../lib/query-keys';

export const regenererFluxCalendrier = () => call(calendrierFluxRoutes.regenerer, {});

/** The answer is the new addresses: the card shows them at once, the old ones no longer work. */
export function useRegenererFluxCalendrier(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenererFluxCalendrier,
    onSuccess: (flux) => queryClient.setQueryData(calendrierFluxKeys.adresses(username), flux),
  });
}
