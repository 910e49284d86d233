import { type AssociationCreationBody, associationRoutes } from '@roulement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { associationKeys } from '../../../lib/query-keys';

/** Spec §2.2: the associations, sorted by id (the server sorts). */
export function useAssociations() {
  return useQuery({
    queryKey: associationKeys.liste(),
    queryFn: ({ signal }) => call(associationRoutes.lister, { signal }),
  });
}

export function useAssociation(associationId: number) {
  return useQuery({
    queryKey: associationKeys.detail(associationId),
    queryFn: ({ signal }) => call(associationRoutes.lire, { params: { associationId }, signal }),
  });
}

export function useCreerAssociation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssociationCreationBody) => call(associationRoutes.creer, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: associationKeys.all }),
  });
}
