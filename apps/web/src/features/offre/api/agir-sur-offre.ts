import { type Offre, type OffreBody, offreRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { couvertureKeys, offreKeys, planningKeys } from '../../../lib/query-keys';

/** The steps an offer's page can take, each a POST on /offres/{id}/… answering the offer. */
export const ETAPES = ['vue', 'accepter', 'refuser', 'confirmer', 'retirer'] as const;
export type Etape = (typeof ETAPES)[number];

export const agirSurOffre = (etape: Etape, offreId: number) => call(offreRoutes[etape], { params: { id: offreId } });

/**
 * After a step, the offer is what the server answered; the lists, the slots to cover and the
 * plannings (a replacement may have been written) are read again.
 */
export function useAgirSurOffre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ etape, offreId }: { etape: Etape; offreId: number }) => agirSurOffre(etape, offreId),
    onSuccess: (offre: Offre, { etape }) => {
      queryClient.setQueryData(offreKeys.detail(offre.offreId), offre);
      void queryClient.invalidateQueries({ queryKey: offreKeys.all });
      if (etape === 'vue') return;
      void queryClient.invalidateQueries({ queryKey: couvertureKeys.all });
      void queryClient.invalidateQueries({ queryKey: planningKeys.all });
    },
  });
}

export function useEnvoyerOffre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OffreBody) => call(offreRoutes.envoyer, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: offreKeys.all });
      void queryClient.invalidateQueries({ queryKey: couvertureKeys.all });
    },
  });
}

export function useModifierReglageOffres(etablissementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, confirmerAcceptations }: { serviceId: number; confirmerAcceptations: boolean }) =>
      call(offreRoutes.reglage, { params: { serviceId }, body: { confirmerAcceptations } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offreKeys.etablissement(etablissementId) }),
  });
}
