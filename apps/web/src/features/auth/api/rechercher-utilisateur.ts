import { apiRoutes, estUtilisateurComplet, type Utilisateur } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { utilisateurKeys } from '../../../lib/query-keys';

/** Oneself is always answered in full; a summary would mean the e-mail is someone else's. */
export async function rechercherUtilisateur(email: string, signal?: AbortSignal): Promise<Utilisateur> {
  const trouve = await call(apiRoutes.auth.rechercherParEmail, { query: { _search: email }, signal });
  if (!estUtilisateurComplet(trouve)) throw new Error("Les informations de l'utilisateur ne sont pas accessibles");
  return trouve;
}

export const utilisateurParEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: utilisateurKeys.parEmail(email),
    queryFn: ({ signal }) => rechercherUtilisateur(email, signal),
  });

/** The user record behind an e-mail (the signed-in user's profile: GET /utilisateur/email). */
export function useUtilisateurParEmail(email: string | undefined) {
  return useQuery({ ...utilisateurParEmailQueryOptions(email ?? ''), enabled: Boolean(email) });
}
