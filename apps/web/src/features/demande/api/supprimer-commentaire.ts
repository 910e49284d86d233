import { apiRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useDemandeAJour } from './demande-a-jour';

export const supprimerCommentaire = (params: { demandeId: number; commentaireId: number }) =>
  call(apiRoutes.demande.supprimerCommentaire, { params });

/** DELETE /demande/:demandeId/commentaire/:commentaireId (own comment; it stays, marked deleted). */
export function useSupprimerCommentaire() {
  const aJour = useDemandeAJour();
  return useMutation({ mutationFn: supprimerCommentaire, onSuccess: (demande) => aJour(demande) });
}
