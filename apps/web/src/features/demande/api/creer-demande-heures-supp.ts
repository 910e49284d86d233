import { type DemandeHeuresSuppBody, demandeRoutes, type PropositionHeuresSupp } from '@roulement/contract';
import { call } from '../../../lib/api-client';
import { useCreationDemande } from './use-creation-demande';

/** POST /demande/heuresSupp: one proposal of the evaluation, sent as is. */
export const creerDemandeHeuresSupp = (body: DemandeHeuresSuppBody) => call(demandeRoutes.creerHeuresSupp, { body });

interface Envoi {
  propositions: readonly PropositionHeuresSupp[];
  /** Told of each proposal once its request exists, so that a failure further on resends none of them. */
  envoyee?: (proposition: PropositionHeuresSupp) => void;
}

/**
 * Spec §2.9 'Tout envoyer': one request per proposal, one after the other, stopping at the first
 * refusal; answers the ids created, the last one being the request to show.
 */
export async function envoyerPropositions({ propositions, envoyee }: Envoi): Promise<number[]> {
  const ids: number[] = [];
  for (const p of propositions) {
    const { demandeId } = await creerDemandeHeuresSupp(p);
    ids.push(demandeId);
    envoyee?.(p);
  }
  return ids;
}

export const useEnvoyerPropositions = () => useCreationDemande(envoyerPropositions);
