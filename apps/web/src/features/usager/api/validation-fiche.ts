import { demandeRoutes, usagerRoutes, type ValidationFicheAimBody } from '@roulement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { demandeKeys, usagerKeys } from '../../../lib/query-keys';

function useToutAJour() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: usagerKeys.all }),
      queryClient.invalidateQueries({ queryKey: demandeKeys.all }),
    ]);
}

/** POST /demande/validation-fiche-AIM: the sheet waits for its validations. */
export function useDemanderValidation() {
  const aJour = useToutAJour();
  return useMutation({
    mutationFn: (body: ValidationFicheAimBody) => call(usagerRoutes.demanderValidation, { body }),
    onSuccess: aJour,
  });
}

/** GET /demande/correspondante-a-fiche-aim: the sheet's request, whose validations the user may give. */
export const useDemandeDeFiche = (ficheAimId: number | null) =>
  useQuery({
    queryKey: usagerKeys.demandeDeFiche(ficheAimId ?? 0),
    queryFn: ({ signal }) =>
      call(usagerRoutes.demandeCorrespondante, { query: { ficheAimId: ficheAimId ?? 0 }, signal }),
    enabled: ficheAimId !== null,
  });

/** Valider or Invalider a validation of the sheet's request (spec §4). */
export function useDeciderValidation() {
  const aJour = useToutAJour();
  return useMutation({
    mutationFn: ({ accepter, ...params }: { demandeId: number; validationId: number; accepter: boolean }) =>
      call(accepter ? demandeRoutes.valider : demandeRoutes.refuser, { params }),
    onSuccess: aJour,
  });
}
