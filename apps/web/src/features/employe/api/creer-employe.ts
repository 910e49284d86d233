import { type EmployeCreationBody, employeRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { employeKeys } from '../../../lib/query-keys';

export const creerEmploye = (body: EmployeCreationBody) => call(employeRoutes.creer, { body });

export function useCreerEmploye() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creerEmploye,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeKeys.listes() }),
  });
}
