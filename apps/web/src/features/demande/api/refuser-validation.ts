import { apiRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useDemandeAJour } from './demande-a-jour';

export const refuserValidation = (params: { demandeId: number; validationId: number }) =>
  call(apiRoutes.demande.refuser, { params });

/** PUT …/validation/:validationId/refuser */
export function useRefuserValidation() {
  const aJour = useDemandeAJour();
  return useMutation({ mutationFn: refuserValidation, onSuccess: (demande) => aJour(demande) });
}
