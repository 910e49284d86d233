import { astreinteRoutes } from '@roulement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { astreinteKeys } from '../../../lib/query-keys';

export const lirePlanningAstreinte = (etablissementId: number, annee: number, mois: number, signal?: AbortSignal) =>
  call(astreinteRoutes.planning, { params: { id: etablissementId }, query: { _annee: annee, _mois: mois }, signal });

/** GET /astreinte/etablissement/{id}/planning; the previous month stays, dimmed, while the next loads. */
export const usePlanningAstreinte = (etablissementId: number, annee: number, mois: number) =>
  useQuery({
    queryKey: astreinteKeys.planning(etablissementId, annee, mois),
    queryFn: ({ signal }) => lirePlanningAstreinte(etablissementId, annee, mois, signal),
    placeholderData: keepPreviousData,
  });
