import { demandeRoutes } from '@roulement/contract';
import { call } from '../../../lib/api-client';

/** PUT …/validation/:validationId/refuser, sent when the decision's toast closes (decision 088). */
export const refuserValidation = (params: { demandeId: number; validationId: number }) =>
  call(demandeRoutes.refuser, { params });
