import { apiRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { utilisateurKeys } from '../../../lib/query-keys';

export const rechercherUtilisateur = (email: string, signal?: AbortSignal) =>
  call(apiRoutes.auth.rechercherParEmail, { query: { _search: email }, signal });

export const utilisateurParEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: utilisateurKeys.parEmail(email),
    queryFn: ({ signal }) => rechercherUtilisateur(email, signal),
  });

/** The user record behind an e-mail (the signed-in user's profile: GET /utilisateur/email). */
export function useUtilisateurParEmail(email: string | undefined) {
  return useQuery({ ...utilisateurParEmailQueryOptions(email ?? ''), enabled: Boolean(email) });
}
