import { type DelegationBody, delegationRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { delegationKeys } from '../../../lib/query-keys';

export const creerDelegation = (body: DelegationBody) => call(delegationRoutes.creer, { body });

/** POST /delegation; the list is read again. */
export function useCreerDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creerDelegation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: delegationKeys.liste() }),
  });
}
