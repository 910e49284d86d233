import { couvertureRoutes, type PreferenceRemplacement } from '@roulement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { couvertureKeys } from '../../../lib/query-keys';

export const lirePreference = (utilisateurId: number, signal?: AbortSignal) =>
  call(couvertureRoutes.preference, { params: { id: utilisateurId }, ...(signal ? { signal } : {}) });

export function usePreferenceRemplacement(utilisateurId: number) {
  return useQuery({
    queryKey: couvertureKeys.preference(utilisateurId),
    queryFn: ({ signal }) => lirePreference(utilisateurId, signal),
  });
}

export const modifierPreference = (utilisateurId: number, body: PreferenceRemplacement) =>
  call(couvertureRoutes.modifierPreference, { params: { id: utilisateurId }, body });

export function useModifierPreferenceRemplacement(utilisateurId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferenceRemplacement) => modifierPreference(utilisateurId, body),
    onSuccess: (reponse) => queryClient.setQueryData(couvertureKeys.preference(utilisateurId), reponse),
  });
}
