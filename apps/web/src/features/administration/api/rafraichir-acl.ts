import { type AclRefreshBody, apiRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const rafraichirAcl = (body: AclRefreshBody) => call(apiRoutes.administration.rafraichirAcl, { body });

export function useRafraichirAcl() {
  return useMutation({ mutationFn: rafraichirAcl });
}
