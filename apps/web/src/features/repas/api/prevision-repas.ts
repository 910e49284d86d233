import { PREVISION_REPAS_JOURS_MAX, repasRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { repasKeys } from '../../../lib/query-keys';

export const lirePrevisionRepas = (etablissementId: number, debut: string, signal?: AbortSignal) =>
  call(repasRoutes.prevision, {
    params: { id: etablissementId },
    query: { dateDeProspection: debut, nbJours: PREVISION_REPAS_JOURS_MAX },
    ...(signal ? { signal } : {}),
  });

export const usePrevisionRepas = (etablissementId: number, debut: string) =>
  useQuery({
    queryKey: repasKeys.prevision(etablissementId, debut),
    queryFn: ({ signal }) => lirePrevisionRepas(etablissementId, debut, signal),
  });
