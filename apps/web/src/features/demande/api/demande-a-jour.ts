import type { Demande } from '@roulement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { demandeKeys, employeKeys, planningKeys } from '../../../lib/query-keys';

/**
 * Every action on a request answers the request: it replaces the cached detail at once, then the
 * lists and the header badges reload (all under `demandeKeys.all`). An acceptance may have applied
 * the request (a leave, slots), so balances and plannings reload as well.
 */
export function useDemandeAJour() {
  const queryClient = useQueryClient();
  return (demande: Demande, { acceptation = false } = {}) => {
    queryClient.setQueryData(demandeKeys.detail(demande.demandeId), demande);
    const invalidations = [queryClient.invalidateQueries({ queryKey: demandeKeys.all })];
    if (acceptation) {
      invalidations.push(queryClient.invalidateQueries({ queryKey: employeKeys.all }));
      invalidations.push(queryClient.invalidateQueries({ queryKey: planningKeys.all }));
    }
    return Promise.all(invalidations);
  };
}
