import { useSession } from '../../../lib/auth';
import { useEmployesUtilisateur } from '../../../lib/lister-employes-utilisateur';

/** The signed-in user's employee records (GET /employe/utilisateur/:id): their leave, balances, memberships. */
export function useMesEmployes() {
  const session = useSession();
  return useEmployesUtilisateur(session?.utilisateurId ?? 0);
}
