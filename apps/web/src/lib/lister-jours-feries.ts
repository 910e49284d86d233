import { calendrierRoutes } from '@roulement/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { calendrierKeys } from './query-keys';

export const listerJoursFeries = (annee: number, signal?: AbortSignal) =>
  call(calendrierRoutes.joursFeries, { query: { _annee: annee }, signal });

export const joursFeriesQueryOptions = (annee: number) =>
  queryOptions({
    queryKey: calendrierKeys.joursFeries(annee),
    queryFn: ({ signal }) => listerJoursFeries(annee, signal),
    // Holidays of a year never change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useJoursFeries(annee: number) {
  return useQuery(joursFeriesQueryOptions(annee));
}

/** Holidays of several years at once (a date picker may span a year boundary). */
export function useJoursFeriesDesAnnees(annees: readonly number[]) {
  return useQueries({ queries: annees.map((annee) => joursFeriesQueryOptions(annee)) });
}
