import { DEBUT_JOUR, DEBUT_NUIT, DEFAULT_GRANULARITE_MINUTES, MINUTES_PAR_JOUR } from '../common/time-bounds';

/** Spec §2.8 planning parameters: the grid shows the day or the night. */
export const MODES_AFFICHAGE = ['jour', 'nuit'] as const;
export type ModeAffichage = (typeof MODES_AFFICHAGE)[number];

/** Margin around the day/night limits in the pickers (spec §9: 30 minutes). */
export const MARGE_BORNES = 30;

export interface Plage {
  debut: number;
  fin: number;
}

/**
 * Splits a slot (minutes, end exclusive, end up to 1440) into its day part (07:00–23:00) and its
 * night parts (before 07:00, after 23:00). A night shift 21:15–24:00 is 21:15–23:00 of day and
 * 23:00–24:00 of night.
 */
export function partiesJourNuit(plage: Plage): { jour: Plage | null; nuit: Plage[] } {
  const jourDebut = Math.max(plage.debut, DEBUT_JOUR);
  const jourFin = Math.min(plage.fin, DEBUT_NUIT);
  const nuit: Plage[] = [];
  if (plage.debut < DEBUT_JOUR) nuit.push({ debut: plage.debut, fin: Math.min(plage.fin, DEBUT_JOUR) });
  if (plage.fin > DEBUT_NUIT) nuit.push({ debut: Math.max(plage.debut, DEBUT_NUIT), fin: plage.fin });
  return { jour: jourDebut < jourFin ? { debut: jourDebut, fin: jourFin } : null, nuit };
}

/** Whether the grid in this mode shows the slot (it does when any part falls in the mode's hours). */
export function visibleEnMode(mode: ModeAffichage, plage: Plage): boolean {
  const parties = partiesJourNuit(plage);
  return mode === 'jour' ? parties.jour !== null : parties.nuit.length > 0;
}

/**
 * The time bounds offered in each mode (spec §9): day bounds from day start − 30 to night start
 * + 30; night bounds are the morning ones (under day start + 30) and the evening ones (at or after
 * night start − 30).
 */
export function estBorneDuMode(mode: ModeAffichage, valeur: number): boolean {
  if (mode === 'jour') return valeur >= DEBUT_JOUR - MARGE_BORNES && valeur <= DEBUT_NUIT + MARGE_BORNES;
  return valeur < DEBUT_JOUR + MARGE_BORNES || valeur >= DEBUT_NUIT - MARGE_BORNES;
}

export function bornesDuMode(mode: ModeAffichage, granularite = DEFAULT_GRANULARITE_MINUTES): number[] {
  const bornes: number[] = [];
  for (let v = 0; v <= MINUTES_PAR_JOUR; v += granularite) if (estBorneDuMode(mode, v)) bornes.push(v);
  return bornes;
}
