import { queryOptions, useQuery } from '@tanstack/react-query';
import { rechercherUtilisateur } from '../../../lib/rechercher-utilisateur';
import { utilisateurKeys } from './utilisateur-keys';

export const utilisateurParEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: utilisateurKeys.parEmail(email),
    queryFn: ({ signal }) => rechercherUtilisateur(email, signal),
  });

/** The user record behind an e-mail (the signed-in user's profile: GET /utilisateur/email). */
export function useUtilisateurParEmail(email: string | undefined) {
  return useQuery({ ...utilisateurParEmailQueryOptions(email ?? ''), enabled: Boolean(email) });
}
