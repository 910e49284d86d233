import { type EmployeResume, employeRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listerEmployes } from '../../../lib/lister-employes';
import { employeKeys } from '../../../lib/query-keys';

export const rechercherEmployes = (etablissementId: number, recherche: string, signal?: AbortSignal) =>
  call(employeRoutes.rechercher, { query: { _recherche: recherche, _etablissementId: etablissementId }, signal });

/**
 * The list page's employees: the whole establishment, or those matching the (already debounced)
 * search, GET /employe?_recherche, accent- and case-insensitive on the server.
 */
export function useEmployesRecherches(etablissementId: number, recherche: string) {
  const texte = recherche.trim();
  return useQuery<EmployeResume[]>({
    queryKey: texte === '' ? employeKeys.etablissement(etablissementId) : employeKeys.recherche(etablissementId, texte),
    queryFn: ({ signal }) =>
      texte === '' ? listerEmployes(etablissementId, signal) : rechercherEmployes(etablissementId, texte, signal),
    // While a new search loads, the previous answer stays on screen, never another establishment's.
    placeholderData: (previous, query) => (query?.queryKey[3] === etablissementId ? previous : undefined),
  });
}
