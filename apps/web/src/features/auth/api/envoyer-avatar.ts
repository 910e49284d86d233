import { authRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callMultipart } from '../../../lib/api-client';
import { utilisateurKeys } from '../../../lib/query-keys';

/** Spec §7: multipart form, field `avatar`, file named avatar.png. */
export function envoyerAvatar(utilisateurId: number, image: Blob) {
  const formData = new FormData();
  formData.append('avatar', image, 'avatar.png');
  return callMultipart(authRoutes.envoyerAvatar, { params: { id: utilisateurId }, formData });
}

export function useEnvoyerAvatar(utilisateurId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: Blob) => envoyerAvatar(utilisateurId, image),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: utilisateurKeys.avatar(utilisateurId) }),
        queryClient.invalidateQueries({ queryKey: utilisateurKeys.all }),
      ]),
  });
}
