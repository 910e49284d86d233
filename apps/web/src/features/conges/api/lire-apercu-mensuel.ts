import { congesRoutes } from '@roulement/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { congesKeys } from '../../../lib/query-keys';

export interface ApercuMensuelDemande {
  etablissementId: number;
  /** The members of one service only (its 'Tableau des congés' tab). */
  serviceId: number | null;
  annee: number;
  mois: number;
}

export const lireApercuMensuel = (p: ApercuMensuelDemande, signal?: AbortSignal) =>
  call(congesRoutes.apercuMensuel, {
    query: {
      _etablissementId: p.etablissementId,
      _annee: p.annee,
      _mois: p.mois,
      ...(p.serviceId === null ? {} : { _serviceId: p.serviceId }),
    },
    signal,
  });

export const apercuMensuelQueryOptions = (p: ApercuMensuelDemande) =>
  queryOptions({
    queryKey: congesKeys.apercuMensuel(p),
    queryFn: ({ signal }) => lireApercuMensuel(p, signal),
    // The previous month stays on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /conges/apercu/mensuel */
export const useApercuMensuel = (p: ApercuMensuelDemande) => useQuery(apercuMensuelQueryOptions(p));
