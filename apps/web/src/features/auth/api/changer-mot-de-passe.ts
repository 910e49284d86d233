import { apiRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const changerMotDePasse = (utilisateurId: number, newPassword: string) =>
  call(apiRoutes.auth.changerMotDePasse, { params: { id: utilisateurId }, body: { utilisateurId, newPassword } });

export function useChangerMotDePasse(utilisateurId: number) {
  return useMutation({ mutationFn: (newPassword: string) => changerMotDePasse(utilisateurId, newPassword) });
}
