import { apiRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useDemandeAJour } from './demande-a-jour';

export const commenterDemande = ({ demandeId, commentaire }: { demandeId: number; commentaire: string }) =>
  call(apiRoutes.demande.commenter, { params: { demandeId }, body: { commentaire } });

/** POST /demande/:demandeId/commentaire */
export function useCommenterDemande() {
  const aJour = useDemandeAJour();
  return useMutation({ mutationFn: commenterDemande, onSuccess: (demande) => aJour(demande) });
}
