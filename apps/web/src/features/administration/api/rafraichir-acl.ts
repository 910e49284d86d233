import { type AclRefreshBody, administrationRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const rafraichirAcl = (body: AclRefreshBody) => call(administrationRoutes.rafraichirAcl, { body });

export function useRafraichirAcl() {
  return useMutation({ mutationFn: rafraichirAcl });
}
