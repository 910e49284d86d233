import { DEBUT_JOUR, DEBUT_NUIT, MINUTES_PAR_JOUR, type ModeAffichage, type Plage } from '@roulement/contract';
import { decalageSousPointeur, pixelsParMinute, plagesDuBloc } from '../geometrie';
import type { CibleJour } from './jours-modele';

/**
 * The arithmetic of the template grid's pointer gestures (spec §4): y values are pixels below
 * the top of a column, ranges are minutes of the column's day.
 */

/** A vertical drag draws these ranges; none when its duration is not positive (a click: the menu opens). */
export function plagesDuTrace(mode: ModeAffichage, yDepart: number, yFin: number, granularite: number): Plage[] {
  const debut = decalageSousPointeur(mode, yDepart, granularite);
  const fin = decalageSousPointeur(mode, yFin, granularite);
  return fin > debut ? plagesDuBloc(mode, { debut, fin }) : [];
}

/** The start time a click points at (00:00 rather than 24:00 at midnight of the night grid). */
export function debutSousPointeur(mode: ModeAffichage, y: number, granularite: number): number {
  const decalage = decalageSousPointeur(mode, y, granularite);
  return plagesDuBloc(mode, { debut: decalage, fin: decalage + granularite })[0]?.debut ?? DEBUT_JOUR;
}

/**
 * The night grid of a day shows its 23:00–24:00 and the next day's 00:00–07:00 (a night shift is
 * two slots, one on each day, DOMAIN.md): a time of that morning belongs to the next day.
 */
export const cibleDeLaMinute = (
  mode: ModeAffichage,
  minuteDeDebut: number,
  cible: CibleJour,
  lendemain: CibleJour,
): CibleJour => (mode === 'nuit' && minuteDeDebut < DEBUT_JOUR ? lendemain : cible);

/** The slots a drag creates: each drawn range on the day it belongs to. */
export const creationsDuTrace = (
  mode: ModeAffichage,
  plages: readonly Plage[],
  cible: CibleJour,
  lendemain: CibleJour,
): { cible: CibleJour; plage: Plage }[] =>
  plages.map((plage) => ({ cible: cibleDeLaMinute(mode, plage.debut, cible, lendemain), plage }));

export type Bord = 'haut' | 'bas';

const SEGMENTS: Record<ModeAffichage, Plage[]> = {
  jour: [{ debut: DEBUT_JOUR, fin: DEBUT_NUIT }],
  nuit: [
    { debut: DEBUT_NUIT, fin: MINUTES_PAR_JOUR },
    { debut: 0, fin: DEBUT_JOUR },
  ],
};

/**
 * The continuous part of the grid holding a slot's edge, or null when the grid cuts the slot
 * there: that edge gets no resizer, since moving it would move a time the user cannot see.
 */
export function segmentDuBord(mode: ModeAffichage, plage: Plage, bord: Bord): Plage | null {
  const minute = bord === 'haut' ? plage.debut : plage.fin;
  return (
    SEGMENTS[mode].find((s) =>
      bord === 'haut' ? minute >= s.debut && minute < s.fin : minute > s.debut && minute <= s.fin,
    ) ?? null
  );
}

const borner = (valeur: number, min: number, max: number) => Math.min(Math.max(valeur, min), max);

/**
 * Spec §4 resize: the edge follows the pointer's travel, snapped to the granularity, inside its
 * part of the grid; the start stays before the end by one step at least.
 */
export function redimensionner(
  mode: ModeAffichage,
  plage: Plage,
  bord: Bord,
  deplacementY: number,
  granularite: number,
): Plage {
  const segment = segmentDuBord(mode, plage, bord);
  if (!segment) return plage;
  const accroche = (minute: number) =>
    Math.round((minute + deplacementY / pixelsParMinute()) / granularite) * granularite;
  if (bord === 'haut') {
    return { debut: borner(accroche(plage.debut), segment.debut, plage.fin - granularite), fin: plage.fin };
  }
  return { debut: plage.debut, fin: borner(accroche(plage.fin), plage.debut + granularite, segment.fin) };
}
