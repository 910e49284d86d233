import { apiRoutes, type Utilisateur } from '@roulement/contract';
import { ApiCallError, call } from './api-client';

/** GET /utilisateur/email: the user behind an e-mail; shared by the profile and the employee creation. */
export const rechercherUtilisateur = (email: string, signal?: AbortSignal): Promise<Utilisateur> =>
  call(apiRoutes.auth.rechercherParEmail, { query: { _search: email }, signal });

/**
 * Spec §2.11 / §8: the same search where « not found » is an answer (null), for a form that then
 * declares a new user. Only a 404 means that; any other failure (401, 500, network) is an error.
 */
export async function rechercherUtilisateurOuNull(email: string): Promise<Utilisateur | null> {
  try {
    return await rechercherUtilisateur(email);
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}
