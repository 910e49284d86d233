import { offreRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { RAFRAICHISSEMENT_COMPTEURS_MS } from '../../../lib/compteurs-demandes';
import { offreKeys } from '../../../lib/query-keys';

const signalDe = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * The offers sent to me and how many wait for my answer: the badge reads it too, so it is polled
 * like the requests' counts.
 */
export function useMesOffres() {
  return useQuery({
    queryKey: offreKeys.miennes(),
    queryFn: ({ signal }) => call(offreRoutes.miennes, signalDe(signal)),
    refetchInterval: RAFRAICHISSEMENT_COMPTEURS_MS,
    refetchOnWindowFocus: true,
  });
}

export function useOffre(offreId: number) {
  return useQuery({
    queryKey: offreKeys.detail(offreId),
    queryFn: ({ signal }) => call(offreRoutes.detail, { params: { id: offreId }, ...signalDe(signal) }),
  });
}

/** The offers of the services I cover in the establishment, and each service's setting. */
export function useOffresEtablissement(etablissementId: number) {
  return useQuery({
    queryKey: offreKeys.etablissement(etablissementId),
    queryFn: ({ signal }) => call(offreRoutes.etablissement, { params: { id: etablissementId }, ...signalDe(signal) }),
  });
}
