import { serviceRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useServiceAJour } from './use-service-a-jour';

/** PUT /service/:id/renommer. */
export function useRenommerService(serviceId: number) {
  const aJour = useServiceAJour();
  return useMutation({
    mutationFn: (nouveauNom: string) => call(serviceRoutes.renommer, { params: { serviceId }, body: { nouveauNom } }),
    onSuccess: aJour,
  });
}

/** PUT /service/:id/chefDeService. */
export function useChangerChefDeService(serviceId: number) {
  const aJour = useServiceAJour();
  return useMutation({
    mutationFn: (chefDeServiceId: number) =>
      call(serviceRoutes.changerChef, { params: { serviceId }, body: { chefDeServiceId } }),
    onSuccess: aJour,
  });
}

/** PUT /service/:id/jourFeriesAuto (strategy). */
export function useChangerJoursFeriesAuto(serviceId: number) {
  const aJour = useServiceAJour();
  return useMutation({
    mutationFn: (heuresSurJoursFeriesAutomatiques: boolean) =>
      call(serviceRoutes.joursFeriesAuto, { params: { serviceId }, body: { heuresSurJoursFeriesAutomatiques } }),
    onSuccess: aJour,
  });
}

/** PUT /service/:id/validationAutonome (strategy, the director's). */
export function useChangerValidationAutonome(serviceId: number) {
  const aJour = useServiceAJour();
  return useMutation({
    mutationFn: (validationAutonome: boolean) =>
      call(serviceRoutes.validationAutonome, { params: { serviceId }, body: { validationAutonome } }),
    onSuccess: aJour,
  });
}
