import { astreinteRoutes } from '@roulement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { astreinteKeys } from '../../../lib/query-keys';

export const lireResumeAnnuel = (etablissementId: number, annee: number, signal?: AbortSignal) =>
  call(astreinteRoutes.resumeAnnuel, { params: { id: etablissementId }, query: { _annee: annee }, signal });

/** GET /astreinte/etablissement/{id}/resumeAnnuel */
export const useResumeAnnuel = (etablissementId: number, annee: number) =>
  useQuery({
    queryKey: astreinteKeys.resume(etablissementId, annee),
    queryFn: ({ signal }) => lireResumeAnnuel(etablissementId, annee, signal),
    placeholderData: keepPreviousData,
  });
