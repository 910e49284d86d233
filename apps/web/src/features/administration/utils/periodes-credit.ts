import { MOIS_FR } from '@roulement/contract';

export const NOMS_TRIMESTRES = ['1er trimestre', '2e trimestre', '3e trimestre', '4e trimestre'] as const;

const anneeDe = (aujourdhui: string) => Number(aujourdhui.slice(0, 4));
const moisDe = (aujourdhui: string) => Number(aujourdhui.slice(5, 7));

/** Paid leave is earned by the end of a month: the month offered is the one just ended. */
export function moisPrecedent(aujourdhui: string): { annee: number; mois: number } {
  const mois = moisDe(aujourdhui);
  return mois === 1 ? { annee: anneeDe(aujourdhui) - 1, mois: 12 } : { annee: anneeDe(aujourdhui), mois: mois - 1 };
}

/** Quarterly leave is taken within its quarter: the quarter offered is the current one. */
export function trimestreCourant(aujourdhui: string): { annee: number; trimestre: number } {
  return { annee: anneeDe(aujourdhui), trimestre: Math.floor((moisDe(aujourdhui) - 1) / 3) + 1 };
}

/** The years offered: two back (late credits) and the next one. */
export function anneesProposees(aujourdhui: string): number[] {
  const annee = anneeDe(aujourdhui);
  return [annee - 2, annee - 1, annee, annee + 1];
}

export const libelleMois = (annee: number, mois: number) => `${MOIS_FR[mois - 1]} ${annee}`;
export const libelleTrimestre = (annee: number, trimestre: number) => `${NOMS_TRIMESTRES[trimestre - 1]} ${annee}`;
