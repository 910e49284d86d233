import { apiRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useServiceAJour } from './use-service-a-jour';

/** PUT /service/:id/renommer. */
export function useRenommerService(serviceId: number) {
  const aJour = useServiceAJour();
  return useMutation({
    mutationFn: (nouveauNom: string) =>
      call(apiRoutes.service.renommer, { params: { serviceId }, body: { nouveauNom } }),
    onSuccess: aJour,
  });
}

/** PUT /service/:id/chefDeService. */
export function useChangerChefDeService(serviceId: number) {
  const aJour = useServiceAJour();
  return useMutation({
    mutationFn: (chefDeServiceId: number) =>
      call(apiRoutes.service.changerChef, { params: { serviceId }, body: { chefDeServiceId } }),
    onSuccess: aJour,
  });
}

/** PUT /service/:id/jourFeriesAuto (strategy). */
export function useChangerJoursFeriesAuto(serviceId: number) {
  const aJour = useServiceAJour();
  return useMutation({
    mutationFn: (heuresSurJoursFeriesAutomatiques: boolean) =>
      call(apiRoutes.service.joursFeriesAuto, { params: { serviceId }, body: { heuresSurJoursFeriesAutomatiques } }),
    onSuccess: aJour,
  });
}

/** PUT /service/:id/validationAutonome (strategy, the director's). */
export function useChangerValidationAutonome(serviceId: number) {
  const aJour = useServiceAJour();
  return useMutation({
    mutationFn: (validationAutonome: boolean) =>
      call(apiRoutes.service.validationAutonome, { params: { serviceId }, body: { validationAutonome } }),
    onSuccess: aJour,
  });
}
