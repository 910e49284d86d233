import { demandeRoutes } from '@roulement/contract';
import { call } from '../../../lib/api-client';

interface ValidationCible {
  demandeId: number;
  validationId: number;
}

/**
 * PUT …/validation/:validationId/valider, sent when the decision's toast closes (decision 088):
 * the request may become accepted and apply its effect.
 */
export const validerValidation = (params: ValidationCible) => call(demandeRoutes.valider, { params });
