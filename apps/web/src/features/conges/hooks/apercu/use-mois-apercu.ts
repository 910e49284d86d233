import { decalerMois } from '@roulement/contract';
import { useState } from 'react';
import { aujourdhui } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';

/** Doc 2 §7.3 / §9: the overview is fetched 500 ms after the last move. */
export const DELAI_APERCU_MS = 500;

export interface Mois {
  annee: number;
  mois: number;
}

export function moisCourant(): Mois {
  const [annee, mois] = aujourdhui().split('-').map(Number);
  return { annee: annee!, mois: mois! };
}

/** The month shown (moves at once) and the month fetched (once the clicks have stopped). */
export function useMoisApercu() {
  const [mois, setMois] = useState<Mois>(moisCourant);
  const moisDemande = useDebouncedValue(mois, DELAI_APERCU_MS);
  return {
    mois,
    moisDemande,
    precedent: () => setMois((m) => decalerMois(m, -1)),
    suivant: () => setMois((m) => decalerMois(m, 1)),
    courant: () => setMois(moisCourant()),
  };
}
