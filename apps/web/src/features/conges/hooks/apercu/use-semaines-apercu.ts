import { decalerSemaine, type Semaine, semaineDe } from '@roulement/contract';
import { useState } from 'react';
import { aujourdhui } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { DELAI_APERCU_MS } from './use-mois-apercu';

/** The overview covers 13 ISO weeks, and moves by as many (decision 078). */
export const SEMAINES_APERCU = 13;

/** The first week shown (moves at once) and the one fetched (once the clicks have stopped). */
export function useSemainesApercu() {
  const [debut, setDebut] = useState<Semaine>(() => semaineDe(aujourdhui()));
  const debutDemande = useDebouncedValue(debut, DELAI_APERCU_MS);
  return {
    debut,
    debutDemande,
    precedent: () => setDebut((s) => decalerSemaine(s, -SEMAINES_APERCU)),
    suivant: () => setDebut((s) => decalerSemaine(s, SEMAINES_APERCU)),
    courant: () => setDebut(semaineDe(aujourdhui())),
  };
}
