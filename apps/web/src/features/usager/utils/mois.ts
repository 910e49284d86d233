import { MOIS_FR, type MoisAnnee } from '@roulement/contract';

/** « mars » for 3 (the contract's names). */
export const nomDuMois = (mois: number): string => MOIS_FR[mois - 1] ?? String(mois);

/** Spec §2 sheet list: « Fiche pour mars 2026 ». */
export const titreFiche = ({ mois, annee }: MoisAnnee): string => `Fiche pour ${nomDuMois(mois)} ${annee}`;

/** « mars 2026 », a heading of the movements grouped by month and year. */
export const titreMois = ({ mois, annee }: MoisAnnee): string => `${nomDuMois(mois)} ${annee}`;
