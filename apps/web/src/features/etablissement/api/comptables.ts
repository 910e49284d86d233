import {
  type ComptableAjoutBody,
  type ComptableRetraitBody,
  type Comptables,
  comptableRoutes,
} from '@roulement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { etablissementKeys } from '../../../lib/query-keys';

/** Whom the accountant dialog offers (GET …/comptable/candidats): the director needs no employee list. */
export function useCandidatsComptables(id: number) {
  return useQuery({
    queryKey: etablissementKeys.candidatsComptables(id),
    queryFn: ({ signal }) => call(comptableRoutes.candidats, { params: { id }, signal }),
  });
}

export function useComptables(id: number) {
  return useQuery({
    queryKey: etablissementKeys.comptables(id),
    queryFn: ({ signal }) => call(comptableRoutes.lister, { params: { id }, signal }),
  });
}

/** Decision 055: each change answers the new list, put in the cache as it is. */
function useComptablesMutation<T>(id: number, envoyer: (valeurs: T) => Promise<Comptables>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: envoyer,
    onSuccess: (liste) => client.setQueryData(etablissementKeys.comptables(id), liste),
  });
}

export const useAjouterComptable = (id: number) =>
  useComptablesMutation(id, (body: ComptableAjoutBody) => call(comptableRoutes.ajouter, { params: { id }, body }));

export const useRetirerComptable = (id: number) =>
  useComptablesMutation(id, (body: ComptableRetraitBody) => call(comptableRoutes.retirer, { params: { id }, body }));
