import { demandeRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { demandeKeys } from '../../../lib/query-keys';

export const mettreAJourStatutsDemandes = () => call(demandeRoutes.mettreAJourStatuts, {});

/** Spec §4: PUT /demande recomputes every pending request; lists and header badges may change. */
export function useMettreAJourStatutsDemandes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mettreAJourStatutsDemandes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandeKeys.all }),
  });
}
