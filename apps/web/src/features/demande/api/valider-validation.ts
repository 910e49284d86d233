import { apiRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useDemandeAJour } from './demande-a-jour';

interface ValidationCible {
  demandeId: number;
  validationId: number;
}

export const validerValidation = (params: ValidationCible) => call(apiRoutes.demande.valider, { params });

/** PUT …/validation/:validationId/valider: the request may become accepted and apply its effect. */
export function useValiderValidation() {
  const aJour = useDemandeAJour();
  return useMutation({
    mutationFn: validerValidation,
    onSuccess: (demande) => aJour(demande, { acceptation: true }),
  });
}
