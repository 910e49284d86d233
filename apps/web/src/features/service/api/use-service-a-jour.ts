import type { Service } from '@roulement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { serviceKeys } from '../../../lib/query-keys';

/**
 * Every service change answers the updated service: it replaces the cached detail at once, and
 * the lists (name, head, closing date) are refetched.
 */
export function useServiceAJour() {
  const queryClient = useQueryClient();
  return useCallback(
    (service: Service) => {
      queryClient.setQueryData(serviceKeys.detail(service.serviceId), service);
      return queryClient.invalidateQueries({ queryKey: serviceKeys.listes() });
    },
    [queryClient],
  );
}
