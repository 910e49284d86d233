import { type EmployeUpdateBody, employeRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useEmployeAJour } from './use-employe-a-jour';

export const modifierEmploye = (employeId: number, body: EmployeUpdateBody) =>
  call(employeRoutes.modifier, { params: { id: employeId }, body });

export function useModifierEmploye(employeId: number) {
  const aJour = useEmployeAJour();
  return useMutation({
    mutationFn: (body: EmployeUpdateBody) => modifierEmploye(employeId, body),
    onSuccess: aJour,
  });
}
