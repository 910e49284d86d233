import { congesRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { congesKeys } from '../../../lib/query-keys';

export const lireReglesConges = (associationId: number, signal?: AbortSignal) =>
  call(congesRoutes.regles, { params: { associationId }, ...(signal ? { signal } : {}) });

/** The association's leave rule versions, the latest first, and whether the user may add one. */
export function useReglesConges(associationId: number) {
  return useQuery({
    queryKey: congesKeys.regles(associationId),
    queryFn: ({ signal }) => lireReglesConges(associationId, signal),
  });
}
