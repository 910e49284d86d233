import { type HorairesRepasBody, repasRoutes } from '@roulement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { repasKeys } from '../../../lib/query-keys';

export const lireHorairesRepas = (etablissementId: number, signal?: AbortSignal) =>
  call(repasRoutes.lireHoraires, { params: { id: etablissementId }, ...(signal ? { signal } : {}) });

/** Spec §8: a failed read counts as « not configured »; no retry keeps the hint from flickering. */
export const useHorairesRepas = (etablissementId: number) =>
  useQuery({
    queryKey: repasKeys.horaires(etablissementId),
    queryFn: ({ signal }) => lireHorairesRepas(etablissementId, signal),
    retry: false,
  });

export const modifierHorairesRepas = (etablissementId: number, body: HorairesRepasBody) =>
  call(repasRoutes.modifierHoraires, { params: { id: etablissementId }, body });

/** New ranges change the forecast's counts: both are refreshed. */
export function useModifierHorairesRepas(etablissementId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HorairesRepasBody) => modifierHorairesRepas(etablissementId, body),
    onSuccess: (horaires) => {
      client.setQueryData(repasKeys.horaires(etablissementId), horaires);
      void client.invalidateQueries({ queryKey: repasKeys.all });
    },
  });
}
