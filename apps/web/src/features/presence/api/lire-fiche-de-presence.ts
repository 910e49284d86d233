import { etablissementRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { presenceKeys } from '../../../lib/query-keys';

export const lireFicheDePresence = (etablissementId: number, dateDeProspection: string, signal?: AbortSignal) =>
  call(etablissementRoutes.ficheDePresence, { params: { id: etablissementId }, query: { dateDeProspection }, signal });

// A leave put from another screen must show when the sheet comes back into view.
export const ficheDePresenceQueryOptions = (etablissementId: number, date: string) =>
  queryOptions({
    queryKey: presenceKeys.fiche(etablissementId, date),
    queryFn: ({ signal }) => lireFicheDePresence(etablissementId, date, signal),
    staleTime: 0,
  });

/** GET /etablissement/{id}/ficheDePresence */
export const useFicheDePresence = (etablissementId: number, date: string) =>
  useQuery(ficheDePresenceQueryOptions(etablissementId, date));
