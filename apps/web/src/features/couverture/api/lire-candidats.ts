import { couvertureRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { couvertureKeys } from '../../../lib/query-keys';

export const lireCandidats = (creneauId: number, signal?: AbortSignal) =>
  call(couvertureRoutes.candidats, { params: { id: creneauId }, ...(signal ? { signal } : {}) });

/** The ranked candidates of a slot to cover, with their reasons and the rules in force. */
export function useCandidats(creneauId: number) {
  return useQuery({
    queryKey: couvertureKeys.candidats(creneauId),
    queryFn: ({ signal }) => lireCandidats(creneauId, signal),
  });
}
