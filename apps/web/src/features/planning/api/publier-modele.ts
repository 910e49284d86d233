import { modeleRoutes, type PublicationBody } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { modeleKeys, planningKeys } from '../../../lib/query-keys';

export const publierModele = (modelePlanningId: number, body: PublicationBody) =>
  call(modeleRoutes.publier, { params: { id: modelePlanningId }, body });

/**
 * Spec §4 and §7.9: a publication flushes the template and the plannings. Every planning query
 * is invalidated, not only the service's: the members' own plannings show the rewritten weeks too.
 */
export function usePublierModele(serviceId: number, modelePlanningId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicationBody) => publierModele(modelePlanningId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: modeleKeys.service(serviceId) }),
        queryClient.invalidateQueries({ queryKey: planningKeys.all }),
      ]),
  });
}
