import type { Etablissement, RoleHolder } from '@roulement/contract';
import { roleHolderOf, useSession } from '../../../lib/auth';
import { choisirEtablissementId, useEtablissementIdStocke } from '../../../lib/etablissement-selection';
import { useEtablissements } from '../api/lister-etablissements';
import { etablissementDeDepart } from '../utils/etablissement-de-depart';

/** The remembered establishment if still visible to the user, else the one of their role (issue 25). */
export function etablissementCourantParmi(
  etablissements: readonly Etablissement[],
  storedId: number | null,
  user: RoleHolder | null = null,
): Etablissement | null {
  return etablissements.find((e) => e.etablissementId === storedId) ?? etablissementDeDepart(etablissements, user);
}

/**
 * Spec §4 establishment selection. Queries that depend on the establishment carry its id in their
 * key, so choosing another one refetches them without any explicit invalidation.
 */
export function useEtablissementCourant() {
  const session = useSession();
  const query = useEtablissements(session?.username);
  const storedId = useEtablissementIdStocke();
  const etablissements = query.data ?? [];
  return {
    query,
    etablissements,
    etablissement: etablissementCourantParmi(etablissements, storedId, session ? roleHolderOf(session) : null),
    choisir: choisirEtablissementId,
  };
}
