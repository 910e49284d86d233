import { importRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** « Envoyer les invitations »: the accounts an import created receive their link by e-mail. */
export function useEnvoyerInvitations() {
  return useMutation({
    mutationFn: (utilisateurIds: number[]) => call(importRoutes.envoyerInvitations, { body: { utilisateurIds } }),
  });
}
