import { type AclRefreshBody, administrationRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { administrationKeys } from '../../../lib/query-keys';

export const rafraichirAcl = (body: AclRefreshBody) => call(administrationRoutes.rafraichirAcl, { body });

export function useRafraichirAcl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rafraichirAcl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.aclToutes() }),
  });
}
