import { congesRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { congesKeys, employeKeys } from '../../../lib/query-keys';

export type Credit =
  | { genre: 'annuels'; annee: number; mois: number }
  | { genre: 'trimestriels'; annee: number; trimestre: number };

export const crediterConges = (credit: Credit) =>
  credit.genre === 'annuels'
    ? call(congesRoutes.crediterCongesAnnuels, { body: { annee: credit.annee, mois: credit.mois } })
    : call(congesRoutes.crediterCongesTrimestriels, { body: { annee: credit.annee, trimestre: credit.trimestre } });

/** 'Créditer les congés annuels' / 'du trimestre': balances and simulations change. */
export function useCrediterConges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crediterConges,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: congesKeys.all }),
        queryClient.invalidateQueries({ queryKey: employeKeys.all }),
      ]),
  });
}
