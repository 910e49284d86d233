import { estLundi } from '../common/semaines';

/** Spec §5 and §9: the earliest model date and the earliest year of the navigator. */
export const PREMIERE_DATE_MODELE = '2022-12-26';
export const PREMIERE_ANNEE_ASTREINTE = 2023;
/** Spec §9: cards of the year summary per page. */
export const CARTES_PAR_PAGE = 3;
/** A model never has more weekly turns than a year has weeks (DOMAIN.md, On-call). */
export const SEMAINES_MODELE_MAX = 52;

export const DATE_LUNDI_REQUISE = 'La date doit être un lundi';
export const DATE_TROP_ANCIENNE = 'La date ne peut pas précéder le 26/12/2022';

/** Spec §5: a Monday, not before 2022-12-26 (ISO strings compare as dates). */
export function estDateDeModeleValide(date: string): boolean {
  return estLundi(date) && date >= PREMIERE_DATE_MODELE;
}

/** Spec §4 and §9: average annual on-call days = weeks held / model weeks × 365.25. */
export function moyenneAnnuelleJours(semainesTenues: number, semainesDuModele: number): number {
  return semainesDuModele === 0 ? 0 : (semainesTenues / semainesDuModele) * 365.25;
}

export type CouleurSolde = 'success' | 'warning' | 'error';

/** Spec §2.4: green at 0, orange at an absolute value of 1, red otherwise. */
export function couleurSolde(solde: number): CouleurSolde {
  const ecart = Math.abs(Math.round(solde));
  if (ecart === 0) return 'success';
  return ecart === 1 ? 'warning' : 'error';
}

const PALETTE = [
  '#1976D2',
  '#C2185B',
  '#388E3C',
  '#F57C00',
  '#7B1FA2',
  '#0097A7',
  '#5D4037',
  '#AFB42B',
  '#455A64',
  '#E64A19',
];

/** The colour marker of a person on the roster: stable across screens and reloads. */
export function couleurAstreinte(employeId: number): string {
  return PALETTE[employeId % PALETTE.length]!;
}
