import { type ContratInput, employeRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useEmployeAJour } from './use-employe-a-jour';

export const ajouterContrat = (employeId: number, contrat: ContratInput) =>
  call(employeRoutes.ajouterContrat, { params: { id: employeId }, body: { employeId, contrat } });

export function useAjouterContrat(employeId: number) {
  const aJour = useEmployeAJour();
  return useMutation({ mutationFn: (contrat: ContratInput) => ajouterContrat(employeId, contrat), onSuccess: aJour });
}
