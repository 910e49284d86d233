import { administrationRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const envoyerMailTest = (to: string) => call(administrationRoutes.envoyerMailTest, { body: { to } });

export function useEnvoyerMailTest() {
  return useMutation({ mutationFn: envoyerMailTest });
}
