import { authRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callBlob } from '../../../lib/api-client';
import { utilisateurKeys } from '../../../lib/query-keys';

/** The avatar needs the Bearer header, so it is fetched as a blob rather than by an <img src>. */
export const lireAvatar = (utilisateurId: number, signal?: AbortSignal) =>
  callBlob(authRoutes.lireAvatar, { params: { id: utilisateurId }, signal });

export const avatarQueryOptions = (utilisateurId: number) =>
  queryOptions({
    queryKey: utilisateurKeys.avatar(utilisateurId),
    queryFn: ({ signal }) => lireAvatar(utilisateurId, signal),
    staleTime: 5 * 60_000,
  });

export function useAvatar(utilisateurId: number | undefined) {
  return useQuery({ ...avatarQueryOptions(utilisateurId ?? 0), enabled: utilisateurId !== undefined });
}
