import { couvertureRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { couvertureKeys } from '../../../lib/query-keys';

export const lireChiffres = (etablissementId: number, annee: number, signal?: AbortSignal) =>
  call(couvertureRoutes.chiffres, { params: { id: etablissementId }, query: { annee }, ...(signal ? { signal } : {}) });

/** The twelve months of a year: slots to cover, covered, in time, by whom, uncovered. */
export function useChiffresCouverture(etablissementId: number, annee: number) {
  return useQuery({
    queryKey: couvertureKeys.chiffres(etablissementId, annee),
    queryFn: ({ signal }) => lireChiffres(etablissementId, annee, signal),
  });
}
