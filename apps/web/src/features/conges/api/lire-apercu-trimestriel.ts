import { congesRoutes, type Semaine } from '@roulement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { congesKeys } from '../../../lib/query-keys';

export const lireApercuTrimestriel = (etablissementId: number, s: Semaine, signal?: AbortSignal) =>
  call(congesRoutes.apercuTrimestriel, {
    query: { _etablissementId: etablissementId, _annee: s.annee, _semaine: s.semaine },
    signal,
  });

/** GET /conges/apercu/trimestriel: 13 ISO weeks from the given one; the previous period stays shown, dimmed. */
export function useApercuTrimestriel(etablissementId: number, s: Semaine) {
  return useQuery({
    queryKey: congesKeys.apercuTrimestriel({ etablissementId, ...s }),
    queryFn: ({ signal }) => lireApercuTrimestriel(etablissementId, s, signal),
    placeholderData: keepPreviousData,
  });
}
