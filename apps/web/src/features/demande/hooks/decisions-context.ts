import type { DemandeResume } from '@roulement/contract';
import { createContext, useContext } from 'react';

/** What a decision needs of its request: its route, and the name the toast gives. */
export type DemandeADecider = Pick<DemandeResume, 'demandeId' | 'typeDemande' | 'employe'>;

export interface DecisionDemandee {
  demande: DemandeADecider;
  /** Known on the detail; from the list, read with the request when the decision is sent. */
  validationId?: number | undefined;
  accepter: boolean;
  /** Posted before the decision; blank adds none. */
  commentaire: string;
  /** Taken on the detail: the next request opens, and « Annuler » comes back to this one. */
  depuisDetail?: boolean;
}

export interface Decisions {
  /** Shows the toast; the decision is sent when it closes, unless « Annuler » (decision 088). */
  decider: (decision: DecisionDemandee) => void;
  /** Requests decided but not answered yet, kept out of the list. */
  retenues: ReadonlySet<number>;
  /** 'À valider' as displayed, the order « suivante » and « précédente » follow. */
  publierOrdre: (demandes: readonly DemandeResume[]) => void;
  /** The request after (1) or before (-1) this one in 'À valider', skipping those decided. */
  voisine: (demandeId: number, sens: 1 | -1) => DemandeResume | undefined;
}

export const DecisionsContext = createContext<Decisions | null>(null);

/** The decisions of the Demandes page; its list and detail share one toast. */
export function useDecisions(): Decisions {
  const decisions = useContext(DecisionsContext);
  if (!decisions) throw new Error('useDecisions hors de DecisionsProvider');
  return decisions;
}
