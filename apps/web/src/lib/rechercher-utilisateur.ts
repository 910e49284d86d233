import { authRoutes, estUtilisateurComplet, type Utilisateur, type UtilisateurTrouve } from '@roulement/contract';
import { ApiCallError, call } from './api-client';

/**
 * GET /utilisateur/email: the user behind an e-mail. The server answers the whole record inside the
 * actor's establishments, and only `{utilisateurId, nomComplet}` outside them.
 */
export const rechercherUtilisateur = (email: string, signal?: AbortSignal): Promise<UtilisateurTrouve> =>
  call(authRoutes.rechercherParEmail, { query: { _search: email }, signal });

/** The profile's search: oneself is always answered in full; a summary would mean the e-mail is someone else's. */
export async function rechercherUtilisateurComplet(email: string, signal?: AbortSignal): Promise<Utilisateur> {
  const trouve = await rechercherUtilisateur(email, signal);
  if (!estUtilisateurComplet(trouve)) throw new Error("Les informations de l'utilisateur ne sont pas accessibles");
  return trouve;
}

/**
 * Spec §2.11 / §8: the same search where « not found » is an answer (null), for a form that then
 * declares a new user. Only a 404 means that; any other failure (401, 500, network) is an error.
 */
export async function rechercherUtilisateurOuNull(email: string): Promise<UtilisateurTrouve | null> {
  try {
    return await rechercherUtilisateur(email);
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}
