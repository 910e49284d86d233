import { employeRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { employeKeys } from './query-keys';

export const listerEmployesUtilisateur = (utilisateurId: number, signal?: AbortSignal) =>
  call(employeRoutes.listerParUtilisateur, { params: { id: utilisateurId }, signal });

export const employesUtilisateurQueryOptions = (utilisateurId: number) =>
  queryOptions({
    queryKey: employeKeys.utilisateur(utilisateurId),
    queryFn: ({ signal }) => listerEmployesUtilisateur(utilisateurId, signal),
  });

/** The signed-in user's employment records, for the profile's balances (spec §2.6). */
export function useEmployesUtilisateur(utilisateurId: number) {
  return useQuery(employesUtilisateurQueryOptions(utilisateurId));
}
