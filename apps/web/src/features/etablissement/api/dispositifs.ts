import { type DispositifCreationBody, type Dispositifs, dispositifRoutes } from '@roulement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { etablissementKeys } from '../../../lib/query-keys';

export function useDispositifs(id: number) {
  return useQuery({
    queryKey: etablissementKeys.dispositifs(id),
    queryFn: ({ signal }) => call(dispositifRoutes.lister, { params: { id }, signal }),
  });
}

/** Decision 055: each change answers the new list, put in the cache as it is. */
function useDispositifsMutation<T>(id: number, envoyer: (valeurs: T) => Promise<Dispositifs>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: envoyer,
    onSuccess: (liste) => client.setQueryData(etablissementKeys.dispositifs(id), liste),
  });
}

export const useCreerDispositif = (id: number) =>
  useDispositifsMutation(id, (body: DispositifCreationBody) => call(dispositifRoutes.creer, { params: { id }, body }));

export const useSupprimerDispositif = (id: number) =>
  useDispositifsMutation(id, (dispositifId: number) =>
    call(dispositifRoutes.supprimer, { params: { id, dispositifId } }),
  );
