import { employeRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useEmployeAJour } from './use-employe-a-jour';

export const supprimerContrat = (employeId: number, contratId: number) =>
  call(employeRoutes.supprimerContrat, { params: { id: employeId, contratId } });

export function useSupprimerContrat(employeId: number) {
  const aJour = useEmployeAJour();
  return useMutation({ mutationFn: (contratId: number) => supprimerContrat(employeId, contratId), onSuccess: aJour });
}
