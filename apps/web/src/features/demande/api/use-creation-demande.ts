import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demandeKeys } from '../../../lib/query-keys';

/** A request creation: once it is done (even halfway through several), every request list and the header badges reload. */
export function useCreationDemande<TBody, TReponse>(creer: (body: TBody) => Promise<TReponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: demandeKeys.all }),
  });
}
