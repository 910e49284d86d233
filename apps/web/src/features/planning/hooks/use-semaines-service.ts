import type { JourDeRepos, PlanningSemaine, Semaine } from '@roulement/contract';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { joursDeReposQueryOptions, planningServiceQueryOptions } from '../api/lister-planning-service';

export interface LoadState<T> {
  donnees: (T | undefined)[];
  pret: boolean;
  enCours: boolean;
  erreur: unknown;
  reessayer: () => void;
}

function combiner<T>(resultats: UseQueryResult<T>[]): LoadState<T> {
  return {
    donnees: resultats.map((r) => r.data),
    pret: resultats.every((r) => r.isSuccess),
    enCours: resultats.some((r) => r.isFetching),
    erreur: resultats.find((r) => r.isError)?.error ?? null,
    reessayer: () => {
      for (const r of resultats) if (r.isError) void r.refetch();
    },
  };
}

const combinerPlannings = (r: UseQueryResult<PlanningSemaine>[]) => combiner(r);
const combinerRepos = (r: UseQueryResult<JourDeRepos[]>[]) => combiner(r);

/**
 * The plannings of these weeks and, once the user shows them, their rest days (spec §4: loaded on
 * first activation, then kept). `pret` when everything asked for is in. With `lecture`, the weeks
 * are only read from what another call loaded (no fetch when they appear).
 */
export function useSemainesService(
  serviceId: number,
  semaines: readonly Semaine[],
  avecRepos: boolean,
  lecture = false,
) {
  const plannings = useQueries({
    queries: semaines.map((s) => ({ ...planningServiceQueryOptions(serviceId, s), refetchOnMount: !lecture })),
    combine: combinerPlannings,
  });
  const repos = useQueries({
    queries: semaines.map((s) => ({
      ...joursDeReposQueryOptions(serviceId, s),
      enabled: avecRepos,
      refetchOnMount: !lecture,
    })),
    combine: combinerRepos,
  });
  return {
    plannings: plannings.donnees,
    repos: repos.donnees,
    pret: plannings.pret && (!avecRepos || repos.pret),
    enCours: plannings.enCours || repos.enCours,
    erreur: plannings.erreur ?? (avecRepos ? repos.erreur : null),
    reessayer: () => {
      plannings.reessayer();
      repos.reessayer();
    },
  };
}
