import { authRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getSession, login } from '../../../lib/auth';

export interface ChangementMotDePasse {
  currentPassword: string;
  newPassword: string;
}

/**
 * A new password ends every session of the user on the server, this one included: the page signs
 * straight back in with the new password so the user stays where they are.
 */
export async function changerMotDePasse(utilisateurId: number, { currentPassword, newPassword }: ChangementMotDePasse) {
  await call(authRoutes.changerMotDePasse, {
    params: { id: utilisateurId },
    body: { utilisateurId, currentPassword, newPassword },
  });
  const session = getSession();
  if (session?.utilisateurId === utilisateurId) {
    login(await call(authRoutes.connexion, { body: { email: session.username, password: newPassword } }));
  }
}

export function useChangerMotDePasse(utilisateurId: number) {
  return useMutation({ mutationFn: (body: ChangementMotDePasse) => changerMotDePasse(utilisateurId, body) });
}
