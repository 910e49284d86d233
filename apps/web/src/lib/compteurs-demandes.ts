import { demandeRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { demandeKeys } from './query-keys';

/** How often the header badges are read again while the page stays open. */
export const RAFRAICHISSEMENT_COMPTEURS_MS = 60_000;

export const lireCompteursDemandes = (signal?: AbortSignal) => call(demandeRoutes.compteurs, { signal });

/**
 * The header's badges (GET /demande/compteurs). A validation given elsewhere (another tab, a
 * colleague) only shows through polling and the return to the window; this app's own actions
 * invalidate `demandeKeys.all`, which refreshes them at once.
 */
export const compteursDemandesQueryOptions = () =>
  queryOptions({
    queryKey: demandeKeys.compteurs(),
    queryFn: ({ signal }) => lireCompteursDemandes(signal),
    staleTime: 0,
    refetchInterval: RAFRAICHISSEMENT_COMPTEURS_MS,
    refetchOnWindowFocus: true,
  });

export const useCompteursDemandes = () => useQuery(compteursDemandesQueryOptions());

/** « 1 demande à valider », « 3 demandes en attente ». */
export const libelleCompteur = (nombre: number, etat: 'à valider' | 'en attente'): string =>
  `${nombre} ${nombre > 1 ? 'demandes' : 'demande'} ${etat}`;
