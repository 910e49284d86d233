import { astreinteRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { astreinteKeys } from '../../../lib/query-keys';

export const lireNumeroAstreinte = (etablissementId: number, signal?: AbortSignal) =>
  call(astreinteRoutes.numero, { params: { id: etablissementId }, signal });

/** GET /etablissement/{id}/numero-astreinte: only asked for the establishment's administrators. */
export const useNumeroAstreinte = (etablissementId: number, enabled: boolean) =>
  useQuery({
    queryKey: astreinteKeys.numero(etablissementId),
    queryFn: ({ signal }) => lireNumeroAstreinte(etablissementId, signal),
    enabled,
  });
