import { type ServiceCreationBody, serviceRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useServiceAJour } from './use-service-a-jour';

export const creerService = (body: ServiceCreationBody) => call(serviceRoutes.creer, { body });

export function useCreerService() {
  const aJour = useServiceAJour();
  return useMutation({ mutationFn: creerService, onSuccess: aJour });
}
