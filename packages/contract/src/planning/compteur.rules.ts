/** Spec §9: a member's week over 48 hours is shown red. */
export const HEURES_HEBDO_MAX = 48;

export type EtatCompteur = 'rouge' | 'orange' | 'gris';

/** Minutes → hours rounded to 2 decimals (spec §9). */
export function heuresArrondies(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/**
 * Colour of a member's hours chip (spec §9): red above 48 h, orange when the contract hours are
 * below the effective hours, grey otherwise.
 */
export function etatCompteur(minutesEffectives: number, heuresHebdo: number): EtatCompteur {
  const heures = heuresArrondies(minutesEffectives);
  if (heures > HEURES_HEBDO_MAX) return 'rouge';
  if (heuresHebdo < heures) return 'orange';
  return 'gris';
}
