import { authRoutes, type MotDePasseOublieBody, type MotDePasseParLienBody } from '@roulement/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { login } from '../../../lib/auth';

/** The two kinds of link sent by e-mail: an invitation, or a forgotten password's. */
export type TypeLien = 'invitation' | 'reinitialisation';

const ROUTES = {
  invitation: { verifier: authRoutes.verifierInvitation, choisir: authRoutes.accepterInvitation },
  reinitialisation: {
    verifier: authRoutes.verifierReinitialisation,
    choisir: authRoutes.reinitialiserMotDePasse,
  },
} as const;

export const verifierLien = (type: TypeLien, jeton: string, signal?: AbortSignal) =>
  call(ROUTES[type].verifier, { body: { jeton }, signal });

/** Whom the link is for; a used, expired or unknown link fails with the server's French reason. */
export function useVerifierLien(type: TypeLien, jeton: string) {
  return useQuery({
    queryKey: ['lien', type, jeton],
    queryFn: ({ signal }) => verifierLien(type, jeton, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const choisirMotDePasse = (type: TypeLien, body: MotDePasseParLienBody) => call(ROUTES[type].choisir, { body });

/** Sets the password through the link; the answer is a session, stored as a sign-in's. */
export function useChoisirMotDePasse(type: TypeLien) {
  return useMutation({
    mutationFn: (body: MotDePasseParLienBody) => choisirMotDePasse(type, body),
    onSuccess: (session) => login(session),
  });
}

export const demanderReinitialisation = (body: MotDePasseOublieBody) => call(authRoutes.motDePasseOublie, { body });

export const useDemanderReinitialisation = () => useMutation({ mutationFn: demanderReinitialisation });
