import { apiRoutes, type UtilisateurTrouve } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * Spec §2.11 / §8: the user behind an e-mail, for the creation form (only the id and the name
 * are used: that is all the server tells of a user of another establishment). Any failure means
 * « not found »: the answer is then null and the form declares a new user (utilisateurId 0).
 */
export async function chercherUtilisateur(email: string): Promise<UtilisateurTrouve | null> {
  try {
    return await call(apiRoutes.auth.rechercherParEmail, { query: { _search: email } });
  } catch {
    return null;
  }
}

export const useChercherUtilisateur = () => useMutation({ mutationFn: chercherUtilisateur });
