import { decalerMois, PREMIERE_ANNEE_ASTREINTE } from '@roulement/contract';
import { useState } from 'react';
import { aujourdhui } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Spec §4 / §9: the roster is fetched 500 ms after the last change of establishment, year or month. */
export const DELAI_ASTREINTE_MS = 500;

export interface MoisAstreinte {
  annee: number;
  mois: number;
}

function moisCourant(): MoisAstreinte {
  const [annee, mois] = aujourdhui().split('-').map(Number);
  return { annee: Math.max(annee!, PREMIERE_ANNEE_ASTREINTE), mois: annee! < PREMIERE_ANNEE_ASTREINTE ? 1 : mois! };
}

/** Previous / next roll over the year; nothing before January 2023 (spec §2.4). */
export function decaler(m: MoisAstreinte, pas: number): MoisAstreinte {
  const d = decalerMois(m, pas);
  return d.annee < PREMIERE_ANNEE_ASTREINTE ? { annee: PREMIERE_ANNEE_ASTREINTE, mois: 1 } : d;
}

export function useMoisAstreinte(etablissementId: number) {
  const [mois, setMois] = useState<MoisAstreinte>(moisCourant);
  const demande = useDebouncedValue({ etablissementId, ...mois }, DELAI_ASTREINTE_MS);
  return {
    mois,
    demande,
    auPlusTot: mois.annee === PREMIERE_ANNEE_ASTREINTE && mois.mois === 1,
    precedent: () => setMois((m) => decaler(m, -1)),
    suivant: () => setMois((m) => decaler(m, 1)),
  };
}
