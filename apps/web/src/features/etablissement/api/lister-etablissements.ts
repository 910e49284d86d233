import { type Etablissement, etablissementRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { etablissementKeys } from '../../../lib/query-keys';

/** Spec §2.3: the picker lists establishments sorted by id (the server sorts; so do we). */
export const listerEtablissements = async (signal?: AbortSignal): Promise<Etablissement[]> => {
  const etablissements = await call(etablissementRoutes.lister, { signal });
  return [...etablissements].sort((a, b) => a.etablissementId - b.etablissementId);
};

export const etablissementsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: etablissementKeys.liste(username),
    queryFn: ({ signal }) => listerEtablissements(signal),
    staleTime: 5 * 60_000,
  });

export function useEtablissements(username: string | undefined) {
  return useQuery({ ...etablissementsQueryOptions(username ?? ''), enabled: Boolean(username) });
}
