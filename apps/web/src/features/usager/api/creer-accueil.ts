import { type AccueilBody, usagerRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** POST /accueil: hosting changes the resident's status and what the history screen allows. */
export function useCreerAccueil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccueilBody) => call(usagerRoutes.creerAccueil, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usagerKeys.all }),
  });
}
