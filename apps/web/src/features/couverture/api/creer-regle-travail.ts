import { couvertureRoutes, type RegleTravailBody } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { couvertureKeys } from '../../../lib/query-keys';

export const creerRegleTravail = (associationId: number, body: RegleTravailBody) =>
  call(couvertureRoutes.creerRegle, { params: { associationId }, body });

/** A new version: the list is the answer; the candidates, ranked by the rules, are read again. */
export function useCreerRegleTravail(associationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegleTravailBody) => creerRegleTravail(associationId, body),
    onSuccess: (reponse) => {
      queryClient.setQueryData(couvertureKeys.regles(associationId), reponse);
      return queryClient.invalidateQueries({ queryKey: couvertureKeys.all });
    },
  });
}
