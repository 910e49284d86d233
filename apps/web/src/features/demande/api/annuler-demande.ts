import { apiRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useDemandeAJour } from './demande-a-jour';

export const annulerDemande = (demandeId: number) => call(apiRoutes.demande.annuler, { params: { demandeId } });

/** DELETE /demande/:demandeId (creator or Administrateur, while pending). */
export function useAnnulerDemande() {
  const aJour = useDemandeAJour();
  return useMutation({ mutationFn: annulerDemande, onSuccess: (demande) => aJour(demande) });
}
