import { authRoutes, type InscriptionBody } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { utilisateurKeys } from '../../../lib/query-keys';

export const inscrireUtilisateur = (body: InscriptionBody) => call(authRoutes.inscription, { body });

export function useInscrireUtilisateur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inscrireUtilisateur,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utilisateurKeys.all }),
  });
}
