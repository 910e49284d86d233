import { authRoutes, type InscriptionBody } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The single-use token of the link the server printed at its first start. */
export function useCreerPremierAdministrateur(jeton: string) {
  return useMutation({
    mutationFn: (body: InscriptionBody) => call(authRoutes.premierAdministrateur, { body: { ...body, jeton } }),
  });
}
