import { queryOptions, useQuery } from '@tanstack/react-query';
import { utilisateurKeys } from '../../../lib/query-keys';
import { rechercherUtilisateurComplet } from '../../../lib/rechercher-utilisateur';

export const utilisateurParEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: utilisateurKeys.parEmail(email),
    queryFn: ({ signal }) => rechercherUtilisateurComplet(email, signal),
  });

/** The user record behind an e-mail (the signed-in user's profile: GET /utilisateur/email). */
export function useUtilisateurParEmail(email: string | undefined) {
  return useQuery({ ...utilisateurParEmailQueryOptions(email ?? ''), enabled: Boolean(email) });
}
