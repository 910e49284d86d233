import type { Employe } from '@roulement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { employeKeys } from '../../../lib/query-keys';

/**
 * Every mutating call answers the updated employee: it replaces the cached record at once, and
 * the lists (status, job, balances of the profile) are refetched.
 */
export function useEmployeAJour() {
  const queryClient = useQueryClient();
  return useCallback(
    (employe: Employe) => {
      queryClient.setQueryData(employeKeys.detail(employe.employeId), employe);
      return queryClient.invalidateQueries({ queryKey: employeKeys.listes() });
    },
    [queryClient],
  );
}
