import { authRoutes, type ConnexionBody } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { login } from '../../../lib/auth';

export const connecterUtilisateur = (body: ConnexionBody) => call(authRoutes.connexion, { body });

/** Signs in and stores the session (spec §4); the page decides where to go next. */
export function useConnecterUtilisateur() {
  return useMutation({
    mutationFn: connecterUtilisateur,
    onSuccess: (session) => login(session),
  });
}
