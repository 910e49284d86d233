import { congesRoutes, type RegleCongesBody } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { congesKeys } from '../../../lib/query-keys';

export const creerRegleConges = (associationId: number, body: RegleCongesBody) =>
  call(congesRoutes.creerRegle, { params: { associationId }, body });

/** A new version: the list, and the simulations that name versions, are read again. */
export function useCreerRegleConges(associationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegleCongesBody) => creerRegleConges(associationId, body),
    onSuccess: (reponse) => {
      queryClient.setQueryData(congesKeys.regles(associationId), reponse);
      return queryClient.invalidateQueries({ queryKey: congesKeys.all });
    },
  });
}
