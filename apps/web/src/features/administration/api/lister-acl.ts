import { administrationRoutes } from '@roulement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { administrationKeys } from '../../../lib/query-keys';

export const listerAcl = (page: number, taille: number, signal?: AbortSignal) =>
  call(administrationRoutes.listerAcl, { query: { _page: page, _taille: taille }, signal });

/** GET /acl: one page of the users' current roles; the previous page stays shown while the next loads. */
export function useAcl(page: number, taille: number) {
  return useQuery({
    queryKey: administrationKeys.acl(page, taille),
    queryFn: ({ signal }) => listerAcl(page, taille, signal),
    placeholderData: keepPreviousData,
  });
}
