import type { Demande } from '@roulement/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { DecisionDemandee } from '../hooks/decisions-context';
import { validationADonner } from '../utils/ordre-de-decision';
import { commenterDemande } from './commenter-demande';
import { useDemandeAJour } from './demande-a-jour';
import { demandeQueryOptions } from './lire-demande';
import { refuserValidation } from './refuser-validation';
import { validerValidation } from './valider-validation';

export const PLUS_A_DECIDER = 'Cette demande ne vous attend plus : elle a été décidée ou modifiée entre-temps';

/**
 * Sends a decision once its toast has closed (decision 088): the validation the viewer may give,
 * read fresh when the list did not know it, then the comment, so that a refusal never goes without
 * its reason, then the decision.
 */
export function useEnvoyerDecision() {
  const queryClient = useQueryClient();
  const aJour = useDemandeAJour();
  return async ({ demande, validationId, accepter, commentaire }: DecisionDemandee): Promise<Demande> => {
    const { demandeId } = demande;
    const cible =
      validationId ??
      validationADonner((await queryClient.fetchQuery({ ...demandeQueryOptions(demandeId), staleTime: 0 })).validations)
        ?.validationId;
    if (cible === undefined) throw new Error(PLUS_A_DECIDER);
    const texte = commentaire.trim();
    if (texte) await commenterDemande({ demandeId, commentaire: texte });
    const params = { demandeId, validationId: cible };
    const reponse = await (accepter ? validerValidation(params) : refuserValidation(params));
    await aJour(reponse, { acceptation: accepter });
    return reponse;
  };
}
