import { couvertureRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { couvertureKeys } from '../../../lib/query-keys';

export const lireReglesTravail = (associationId: number, signal?: AbortSignal) =>
  call(couvertureRoutes.regles, { params: { associationId }, ...(signal ? { signal } : {}) });

/** The association's working-time rule versions, the latest first, and whether the user may add one. */
export function useReglesTravail(associationId: number) {
  return useQuery({
    queryKey: couvertureKeys.regles(associationId),
    queryFn: ({ signal }) => lireReglesTravail(associationId, signal),
  });
}
