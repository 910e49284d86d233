import { type ContratInput, employeRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useEmployeAJour } from './use-employe-a-jour';

export const modifierContrat = (employeId: number, contratId: number, contrat: ContratInput) =>
  call(employeRoutes.modifierContrat, { params: { id: employeId, contratId }, body: { employeId, contrat } });

export function useModifierContrat(employeId: number) {
  const aJour = useEmployeAJour();
  return useMutation({
    mutationFn: ({ contratId, contrat }: { contratId: number; contrat: ContratInput }) =>
      modifierContrat(employeId, contratId, contrat),
    onSuccess: aJour,
  });
}
