import { astreinteRoutes, type GenererBody, type PublierBody } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { astreinteKeys } from '../../../lib/query-keys';

export const genererModele = (body: GenererBody) =>
  call(astreinteRoutes.generer, { params: { id: body.etablissementId }, body });

export const publierModele = (body: PublierBody) =>
  call(astreinteRoutes.publier, { params: { id: body.etablissementId }, body });

/** POST /astreinte/etablissement/{id}/generer */
export const useGenererModele = () => useMutation({ mutationFn: genererModele });

/** POST /astreinte/etablissement/{id}: the roster, the summary and the number change. */
export function usePublierModele() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publierModele,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: astreinteKeys.all }),
  });
}
