import { delegationRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { delegationKeys } from '../../../lib/query-keys';

export const revoquerDelegation = (delegationId: number) =>
  call(delegationRoutes.revoquer, { params: { delegationId } });

/** DELETE /delegation/:id answers the list as it now is: it replaces the cached one. */
export function useRevoquerDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revoquerDelegation,
    onSuccess: (delegations) => queryClient.setQueryData(delegationKeys.liste(), delegations),
  });
}
