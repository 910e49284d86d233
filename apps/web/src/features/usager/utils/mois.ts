import { MOIS_FR } from '@roulement/contract';

export interface MoisAnnee {
  mois: number;
  annee: number;
}

/** Spec §9: months run 1 to 12 with year rollover. */
export function decalerMois({ mois, annee }: MoisAnnee, delta: number): MoisAnnee {
  const index = annee * 12 + (mois - 1) + delta;
  return { mois: (((index % 12) + 12) % 12) + 1, annee: Math.floor(index / 12) };
}

export const moisSuivant = (m: MoisAnnee): MoisAnnee => decalerMois(m, 1);
export const moisPrecedent = (m: MoisAnnee): MoisAnnee => decalerMois(m, -1);

/** « mars » for 3 (the contract names, in lower case). */
export const nomDuMois = (mois: number): string => MOIS_FR[mois - 1] ?? String(mois);

/** Spec §2 sheet list: « Fiche pour mars 2026 ». */
export const titreFiche = ({ mois, annee }: MoisAnnee): string => `Fiche pour ${nomDuMois(mois)} ${annee}`;

/** Sorted latest first: year then month descending (spec §2, the latest sheet is the first). */
export const parMoisDecroissant = <T extends MoisAnnee>(a: T, b: T): number => b.annee - a.annee || b.mois - a.mois;
