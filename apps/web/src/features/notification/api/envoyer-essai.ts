import { notificationRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const envoyerEssai = (endpoint: string) => call(notificationRoutes.essai, { body: { endpoint } });

export function useEnvoyerEssai() {
  return useMutation({ mutationFn: envoyerEssai });
}
