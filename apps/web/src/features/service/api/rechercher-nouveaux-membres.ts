import { membreRoutes } from '@roulement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { serviceKeys } from '../../../lib/query-keys';

export const rechercherNouveauxMembres = (serviceId: number, recherche: string, signal?: AbortSignal) =>
  call(membreRoutes.rechercherNouveauxMembres, { params: { serviceId }, query: { _recherche: recherche }, signal });

/**
 * Employees of the service's establishment who are not members yet, matching the (already
 * debounced) text; the previous answer stays on screen while the next one loads.
 */
export function useNouveauxMembres(serviceId: number, recherche: string) {
  const texte = recherche.trim();
  return useQuery({
    queryKey: serviceKeys.recherchesCandidats(serviceId, texte),
    queryFn: ({ signal }) => rechercherNouveauxMembres(serviceId, texte, signal),
    placeholderData: keepPreviousData,
  });
}
