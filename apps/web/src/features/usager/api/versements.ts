import { usagerRoutes, type VersementMultidateBody } from '@roulement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /ficheAIM/:id/preparation: the payable lines and the window of the dates. */
export const usePreparation = (ficheAimId: number) =>
  useQuery({
    queryKey: usagerKeys.preparation(ficheAimId),
    queryFn: ({ signal }) => call(usagerRoutes.preparation, { params: { id: ficheAimId }, signal }),
  });

/** GET /versement: the payouts of a sheet's month, grouped by date. */
export const useVersements = (q: {
  ficheAimId: number;
  usagerId: number;
  etablissementId: number;
  mois: number;
  annee: number;
}) =>
  useQuery({
    queryKey: usagerKeys.versements(q.ficheAimId),
    queryFn: ({ signal }) =>
      call(usagerRoutes.versements, {
        query: { usagerId: q.usagerId, etablissementId: q.etablissementId, mois: q.mois, annee: q.annee },
        signal,
      }),
  });

/** Payouts change balances and movements: every resident read is refreshed. */
function useAJour() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usagerKeys.all });
}

/** POST /versement/multidate: one payout per chosen date. */
export function usePreparerVersements() {
  const aJour = useAJour();
  return useMutation({
    mutationFn: (body: VersementMultidateBody) => call(usagerRoutes.preparerVersements, { body }),
    onSuccess: aJour,
  });
}

/** PUT /versement/:id/verser: declared paid. */
export function useVerser() {
  const aJour = useAJour();
  return useMutation({
    mutationFn: (versementId: number) => call(usagerRoutes.verser, { params: { id: versementId } }),
    onSuccess: aJour,
  });
}

/** DELETE /versement/:versementId. */
export function useSupprimerVersement() {
  const aJour = useAJour();
  return useMutation({
    mutationFn: (versementId: number) => call(usagerRoutes.supprimerVersement, { params: { versementId } }),
    onSuccess: aJour,
  });
}
