import type { Etablissement } from '@roulement/contract';
import { useSession } from '../../../lib/auth';
import { choisirEtablissementId, useEtablissementIdStocke } from '../../../lib/etablissement-selection';
import { useEtablissements } from '../api/lister-etablissements';

/** The remembered establishment if still visible to the user, else the first by id. */
export function etablissementCourantParmi(
  etablissements: readonly Etablissement[],
  storedId: number | null,
): Etablissement | null {
  return etablissements.find((e) => e.etablissementId === storedId) ?? etablissements[0] ?? null;
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
    etablissement: etablissementCourantParmi(etablissements, storedId),
    choisir: choisirEtablissementId,
  };
}
