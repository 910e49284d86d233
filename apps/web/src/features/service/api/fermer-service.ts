import { serviceRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { planningKeys } from '../../../lib/query-keys';
import { useServiceAJour } from './use-service-a-jour';

/** PUT /service/:id/fermer: the work planned after the date is deleted, so plannings are refetched too. */
export function useFermerService(serviceId: number) {
  const aJour = useServiceAJour();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dateDeFermeture: string) =>
      call(serviceRoutes.fermer, {
        params: { serviceId },
        body: { idDuServiceAFermer: serviceId, dateDeFermeture },
      }),
    onSuccess: (service) =>
      Promise.all([aJour(service), queryClient.invalidateQueries({ queryKey: planningKeys.all })]),
  });
}
