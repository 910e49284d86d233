import { serviceRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { employeKeys, planningKeys, serviceKeys } from '../../../lib/query-keys';

/**
 * DELETE /service/:id: the service goes with its members and plannings. Its own detail is left to
 * expire rather than refetched (it would answer 404 while the screen leaves it).
 */
export function useSupprimerService(serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(serviceRoutes.supprimer, { params: { serviceId } }),
    onSuccess: () =>
      Promise.all(
        [serviceKeys.listes(), serviceKeys.membres(), employeKeys.all, planningKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
