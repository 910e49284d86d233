import { apiRoutes, type InscriptionBody } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The single-use token of the link the server printed at its first start. */
export function useCreerPremierAdministrateur(jeton: string) {
  return useMutation({
    mutationFn: (body: InscriptionBody) => call(apiRoutes.auth.premierAdministrateur, { body: { ...body, jeton } }),
  });
}
