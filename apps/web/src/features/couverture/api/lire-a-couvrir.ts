import { type ACouvrirQuery, couvertureRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { couvertureKeys } from '../../../lib/query-keys';

export const lireACouvrir = (etablissementId: number, query: ACouvrirQuery, signal?: AbortSignal) =>
  call(couvertureRoutes.aCouvrir, { params: { id: etablissementId }, query, ...(signal ? { signal } : {}) });

/** The slots to cover of the next 28 days in the services I cover, soonest first. */
export function useACouvrir(etablissementId: number | undefined, query: ACouvrirQuery = {}) {
  return useQuery({
    queryKey: couvertureKeys.aCouvrir(etablissementId ?? 0, query),
    queryFn: ({ signal }) => lireACouvrir(etablissementId!, query, signal),
    enabled: etablissementId !== undefined,
  });
}
