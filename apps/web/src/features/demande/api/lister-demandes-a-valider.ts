import { type DemandesPage, demandeRoutes, type TypeDemande } from '@roulement/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { demandeKeys } from '../../../lib/query-keys';

/** What the server filters 'À valider' on (decision 046); no type keeps every type. */
export interface FiltresAValider {
  recherche: string;
  types: readonly TypeDemande[];
}

export const TAILLE_PAGE_A_VALIDER = 50;

export const listerDemandesAValider = (filtres: FiltresAValider, page: number, signal?: AbortSignal) =>
  call(demandeRoutes.aValider, {
    query: {
      _page: page,
      _taille: TAILLE_PAGE_A_VALIDER,
      _recherche: filtres.recherche.trim() || undefined,
      _types: filtres.types.length > 0 ? filtres.types.join(',') : undefined,
    },
    signal,
  });

/** The page after the last one read, while the total says there is one. */
export const pageSuivante = (derniere: DemandesPage): number | undefined =>
  (derniere.page + 1) * derniere.taille < derniere.total ? derniere.page + 1 : undefined;

export const demandesAValiderQueryOptions = (filtres: FiltresAValider) =>
  infiniteQueryOptions({
    queryKey: demandeKeys.aValider(filtres),
    queryFn: ({ pageParam, signal }) => listerDemandesAValider(filtres, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: pageSuivante,
    // The list stays on screen while a new search loads, instead of a spinner at every keystroke.
    placeholderData: keepPreviousData,
  });

/** GET /demande/enAttente: others' pending requests waiting for a validation I may give, by page. */
export const useDemandesAValider = (filtres: FiltresAValider) =>
  useInfiniteQuery(demandesAValiderQueryOptions(filtres));
