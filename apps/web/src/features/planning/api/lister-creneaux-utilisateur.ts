import { planningRoutes, type Semaine } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { planningKeys } from '../../../lib/query-keys';

export const listerCreneauxUtilisateur = (utilisateurId: number, s: Semaine, signal?: AbortSignal) =>
  call(planningRoutes.creneauxUtilisateur, {
    params: { id: utilisateurId },
    query: { _annee: s.annee, _semaine: s.semaine },
    signal,
  });

export const creneauxUtilisateurQueryOptions = (utilisateurId: number, s: Semaine) =>
  queryOptions({
    queryKey: planningKeys.utilisateur(utilisateurId, s),
    queryFn: ({ signal }) => listerCreneauxUtilisateur(utilisateurId, s, signal),
  });

/** The user's own slots of one ISO week, every service and establishment (GET /creneau/utilisateur/:id). */
export function useCreneauxUtilisateur(utilisateurId: number | undefined, s: Semaine) {
  return useQuery({
    ...creneauxUtilisateurQueryOptions(utilisateurId ?? 0, s),
    enabled: utilisateurId !== undefined && utilisateurId > 0,
  });
}
