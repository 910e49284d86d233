import { decalerSemaine, semaineDe } from '@roulement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { demandesAValiderQueryOptions } from '../../features/demande/api/lister-demandes-a-valider';
import { mesDemandesQueryOptions } from '../../features/demande/api/lister-mes-demandes';
import { creneauxUtilisateurQueryOptions } from '../../features/planning/api/lister-creneaux-utilisateur';
import { aujourdhui } from '../../lib/format';
import { employesUtilisateurQueryOptions } from '../../lib/lister-employes-utilisateur';
import { useEnLigne } from '../../lib/reseau';

/** After the first screen, so these reads never slow it down on a weak signal. */
const DELAI_MS = 3000;
const SEMAINES_GARDEES = 3;

/**
 * Issue 25: this week and the next two of Mon planning, the balances and the requests are read
 * once online, so they open offline even if the user never visited them (decision 086).
 */
export function usePrechargementHorsLigne(utilisateurId: number): void {
  const client = useQueryClient();
  const enLigne = useEnLigne();
  useEffect(() => {
    if (!enLigne) return;
    const minuteur = setTimeout(() => {
      const semaine = semaineDe(aujourdhui());
      for (let n = 0; n < SEMAINES_GARDEES; n++) {
        void client.prefetchQuery(creneauxUtilisateurQueryOptions(utilisateurId, decalerSemaine(semaine, n)));
      }
      void client.prefetchQuery(employesUtilisateurQueryOptions(utilisateurId));
      void client.prefetchQuery(mesDemandesQueryOptions());
      void client.prefetchInfiniteQuery(demandesAValiderQueryOptions({ recherche: '', types: [] }));
    }, DELAI_MS);
    return () => clearTimeout(minuteur);
  }, [client, utilisateurId, enLigne]);
}
