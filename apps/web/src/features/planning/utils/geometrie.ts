import { DEBUT_JOUR, DEBUT_NUIT, MINUTES_PAR_JOUR, type ModeAffichage, type Plage } from '@roulement/contract';

/**
 * Geometry shared by the weekly planning and the template editor (spec §9): a 15-minute unit is
 * 12 px on screen (9 px in print). The 'jour' grid spans 07:00–23:00; the 'nuit' grid spans
 * 23:00–07:00 and wraps over midnight, so 23:00 is its top and 06:45 its last unit.
 */
export const MINUTES_PAR_UNITE = 15;
export const HAUTEUR_UNITE_ECRAN = 12;
export const HAUTEUR_UNITE_IMPRESSION = 9;
export const HAUTEUR_POIGNEE = 6;

export const DUREE_JOUR = DEBUT_NUIT - DEBUT_JOUR;
export const DUREE_NUIT = MINUTES_PAR_JOUR - DUREE_JOUR;

export const dureeDuMode = (mode: ModeAffichage): number => (mode === 'jour' ? DUREE_JOUR : DUREE_NUIT);

/** Minutes since the top of the grid for a time of day (minutes since midnight, 0–1440). */
export function decalageDansMode(mode: ModeAffichage, minute: number): number {
  if (mode === 'jour') return minute - DEBUT_JOUR;
  return minute >= DEBUT_NUIT ? minute - DEBUT_NUIT : minute + (MINUTES_PAR_JOUR - DEBUT_NUIT);
}

/** Inverse of `decalageDansMode`: the time of day at an offset from the grid's top. */
export function minuteDuDecalage(mode: ModeAffichage, decalage: number): number {
  if (mode === 'jour') return decalage + DEBUT_JOUR;
  const minute = decalage + DEBUT_NUIT;
  return minute > MINUTES_PAR_JOUR ? minute - MINUTES_PAR_JOUR : minute;
}

export interface Bloc {
  /** Minutes from the grid's top. */
  debut: number;
  fin: number;
}

/**
 * The parts of a time range [debut, fin[ (end up to 1440) that the grid of this mode shows, as
 * offsets from its top. A night grid shows 23:00–24:00 at its top and 00:00–07:00 under it.
 */
export function blocsDansMode(mode: ModeAffichage, debut: number, fin: number): Bloc[] {
  const visibles: [number, number][] =
    mode === 'jour'
      ? [[DEBUT_JOUR, DEBUT_NUIT]]
      : [
          [DEBUT_NUIT, MINUTES_PAR_JOUR],
          [0, DEBUT_JOUR],
        ];
  const blocs: Bloc[] = [];
  for (const [a, b] of visibles) {
    const d = Math.max(debut, a);
    const f = Math.min(fin, b);
    if (d < f) blocs.push({ debut: decalageDansMode(mode, d), fin: decalageDansMode(mode, d) + (f - d) });
  }
  return blocs.sort((x, y) => x.debut - y.debut);
}

export const pixelsParMinute = (hauteurUnite = HAUTEUR_UNITE_ECRAN): number => hauteurUnite / MINUTES_PAR_UNITE;

/** Pixels of a number of minutes. */
export const enPixels = (minutes: number, hauteurUnite = HAUTEUR_UNITE_ECRAN): number =>
  minutes * pixelsParMinute(hauteurUnite);

/**
 * The grid offset under a pointer `y` pixels below the grid's top, rounded to the granularity
 * (dragging snaps to the establishment's granularity, spec §9) and kept inside the grid.
 */
export function decalageSousPointeur(
  mode: ModeAffichage,
  y: number,
  granularite: number,
  hauteurUnite = HAUTEUR_UNITE_ECRAN,
): number {
  const dernier = Math.floor(dureeDuMode(mode) / granularite) * granularite;
  const arrondi = Math.round(y / pixelsParMinute(hauteurUnite) / granularite) * granularite;
  return Math.min(Math.max(arrondi, 0), dernier);
}

/** The time of day under a pointer `y` pixels below the grid's top, snapped like `decalageSousPointeur`. */
export function minuteSousPointeur(
  mode: ModeAffichage,
  y: number,
  granularite: number,
  hauteurUnite = HAUTEUR_UNITE_ECRAN,
): number {
  return minuteDuDecalage(mode, decalageSousPointeur(mode, y, granularite, hauteurUnite));
}

/** Offset of midnight in the night grid (23:00 is its top). */
export const MINUIT_NUIT = MINUTES_PAR_JOUR - DEBUT_NUIT;

/**
 * Inverse of `blocsDansMode`: the times of day a block of the grid [debut, fin[ (offsets) stands
 * for. A night block across midnight is two ranges, 23:00–24:00 and 00:00–…, both of the column's day.
 */
export function plagesDuBloc(mode: ModeAffichage, bloc: Bloc): Plage[] {
  if (mode === 'jour') return [{ debut: bloc.debut + DEBUT_JOUR, fin: bloc.fin + DEBUT_JOUR }];
  const plages: Plage[] = [];
  if (bloc.debut < MINUIT_NUIT)
    plages.push({ debut: bloc.debut + DEBUT_NUIT, fin: Math.min(bloc.fin, MINUIT_NUIT) + DEBUT_NUIT });
  if (bloc.fin > MINUIT_NUIT)
    plages.push({ debut: Math.max(bloc.debut, MINUIT_NUIT) - MINUIT_NUIT, fin: bloc.fin - MINUIT_NUIT });
  return plages.filter((p) => p.debut < p.fin);
}

/** The hour marks of the axis: every full hour of the mode, with their offset from the top. */
export function reperesHoraires(mode: ModeAffichage): { heure: number; decalage: number }[] {
  const reperes: { heure: number; decalage: number }[] = [];
  for (let decalage = 0; decalage <= dureeDuMode(mode); decalage += 60) {
    reperes.push({ heure: (minuteDuDecalage(mode, decalage) / 60) % 24, decalage });
  }
  return reperes;
}
