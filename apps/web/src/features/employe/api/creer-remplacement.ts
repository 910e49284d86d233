import { employeRoutes, type RemplacementBody } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { employeKeys } from '../../../lib/query-keys';
import { useEmployeAJour } from './use-employe-a-jour';

export const creerRemplacement = (remplacantId: number, body: RemplacementBody) =>
  call(employeRoutes.creerRemplacement, { params: { remplacantId }, body: { ...body, remplacantId } });

/** The answer is the replacing employee; the replaced one's record is refetched too. */
export function useCreerRemplacement() {
  const aJour = useEmployeAJour();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ remplacantId, body }: { remplacantId: number; body: RemplacementBody }) =>
      creerRemplacement(remplacantId, body),
    onSuccess: (remplacant, { body }) =>
      Promise.all([
        aJour(remplacant),
        queryClient.invalidateQueries({ queryKey: employeKeys.detail(Number(body.remplaceId)) }),
      ]),
  });
}
