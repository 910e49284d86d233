import { delegationRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { delegationKeys } from '../../../lib/query-keys';

export const listerCandidatsDelegation = (etablissementId: number, signal?: AbortSignal) =>
  call(delegationRoutes.candidats, { query: { _etablissementId: etablissementId }, signal });

/** GET /delegation/candidats: the colleagues of the chosen establishment (none asked before a choice). */
export const useCandidatsDelegation = (etablissementId: number | undefined) =>
  useQuery({
    queryKey: delegationKeys.candidats(etablissementId ?? 0),
    queryFn: ({ signal }) => listerCandidatsDelegation(etablissementId!, signal),
    enabled: etablissementId !== undefined,
  });
