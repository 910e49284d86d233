import { membreRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { serviceKeys } from './query-keys';

export const listerMembresEtablissement = (etablissementId: number, signal?: AbortSignal) =>
  call(membreRoutes.listerParEtablissement, { params: { etablissementId }, signal });

/** Current members of every open service of an establishment: service 0 is built from them. */
export function useMembresEtablissement(etablissementId: number | undefined) {
  return useQuery({
    queryKey: serviceKeys.membresEtablissement(etablissementId ?? 0),
    queryFn: ({ signal }) => listerMembresEtablissement(etablissementId ?? 0, signal),
    enabled: etablissementId !== undefined,
  });
}
