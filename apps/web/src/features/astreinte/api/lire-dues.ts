import { astreinteRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { astreinteKeys } from '../../../lib/query-keys';

export const lireDues = (etablissementId: number, date: string, signal?: AbortSignal) =>
  call(astreinteRoutes.dues, { params: { id: etablissementId }, query: { _date: date }, signal });

/** GET /astreinte/etablissement/{id}/duesContractuellement, once a valid Monday is chosen. */
export const useDues = (etablissementId: number, date: string | null) =>
  useQuery({
    queryKey: astreinteKeys.dues(etablissementId, date ?? ''),
    queryFn: ({ signal }) => lireDues(etablissementId, date!, signal),
    enabled: date !== null,
  });
