import { employeRoutes, type HeuresCreditBody } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useEmployeAJour } from './use-employe-a-jour';

/** Hours credit (nbHeures > 0) or debit (< 0): POST /employe/:id/soldeRecup/credit. */
export const crediterHeures = (employeId: number, body: HeuresCreditBody) =>
  call(employeRoutes.crediterHeures, { params: { id: employeId }, body: { ...body, employeId } });

export function useCrediterHeures(employeId: number) {
  const aJour = useEmployeAJour();
  return useMutation({ mutationFn: (body: HeuresCreditBody) => crediterHeures(employeId, body), onSuccess: aJour });
}
