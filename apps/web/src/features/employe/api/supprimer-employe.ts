import { employeRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import {
  astreinteKeys,
  congesKeys,
  demandeKeys,
  employeKeys,
  planningKeys,
  presenceKeys,
  serviceKeys,
} from '../../../lib/query-keys';

export const supprimerEmploye = (employeId: number) => call(employeRoutes.supprimer, { params: { id: employeId } });

/**
 * DELETE /employe/:id: the record goes with its contracts, members, leave and credits, so every
 * list that showed them is refreshed. Its own record is left to expire, not refetched: the page
 * still shows it until the screen leaves, and it would answer 404.
 */
export function useSupprimerEmploye(employeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => supprimerEmploye(employeId),
    onSuccess: () =>
      Promise.all(
        [
          employeKeys.listes(),
          serviceKeys.all,
          planningKeys.all,
          congesKeys.all,
          demandeKeys.all,
          presenceKeys.all,
          astreinteKeys.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
