import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { employeKeys, planningKeys, serviceKeys } from '../../../lib/query-keys';

/**
 * After a member change: the service's detail (its members), the establishment's members, who may
 * still join, the employees' memberships and, when slots moved, the plannings are refetched.
 */
export function useMembresAJour(serviceId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    ({ employeIds, planning = false }: { employeIds: readonly number[]; planning?: boolean }) =>
      Promise.all(
        [
          serviceKeys.detail(serviceId),
          serviceKeys.membres(),
          serviceKeys.candidats(serviceId),
          ...employeIds.map((id) => employeKeys.detail(id)),
          ...(planning ? [planningKeys.all] : []),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [queryClient, serviceId],
  );
}
