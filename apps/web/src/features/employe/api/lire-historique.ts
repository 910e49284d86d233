import { historiqueRoutes, type QueryInputOf } from '@roulement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { employeKeys } from '../../../lib/query-keys';

export type HistoriqueFiltres = QueryInputOf<typeof historiqueRoutes.lireDeEmploye>;

export const lireHistorique = (employeId: number, filtres: HistoriqueFiltres, signal?: AbortSignal) =>
  call(historiqueRoutes.lireDeEmploye, { params: { id: employeId }, query: filtres, signal });

/** One page of an employee's history (GET /employe/:id/historique); the previous page stays shown while the next loads. */
export function useHistorique(employeId: number, filtres: HistoriqueFiltres) {
  return useQuery({
    queryKey: employeKeys.historique(employeId, filtres),
    queryFn: ({ signal }) => lireHistorique(employeId, filtres, signal),
    placeholderData: keepPreviousData,
    enabled: employeId > 0,
  });
}
