/**
 * Time as the working-time rules count it: minutes from a reference Monday 00:00, so that a night
 * over midnight (two slots) and the weeks around a slot are plain numbers.
 */
export interface Plage {
  debut: number;
  fin: number;
}

export const MINUTES_JOUR = 1440;
export const MINUTES_SEMAINE = 7 * MINUTES_JOUR;

/** Work periods: slots merged when they overlap or touch (21:00–24:00 then 00:00–07:00 is one night). */
export function periodes(plages: readonly Plage[]): Plage[] {
  const triees = [...plages].sort((a, b) => a.debut - b.debut || a.fin - b.fin);
  const resultat: Plage[] = [];
  for (const p of triees) {
    const derniere = resultat.at(-1);
    if (derniere && p.debut <= derniere.fin) derniere.fin = Math.max(derniere.fin, p.fin);
    else resultat.push({ ...p });
  }
  return resultat;
}

/** Minutes of the plages inside [debut, fin). */
export function minutesDans(plages: readonly Plage[], debut: number, fin: number): number {
  let total = 0;
  for (const p of plages) total += Math.max(0, Math.min(p.fin, fin) - Math.max(p.debut, debut));
  return total;
}

export const chevauche = (a: Plage, b: Plage): boolean => a.debut < b.fin && b.debut < a.fin;

/** The day index (0 = the reference Monday) of each day that holds some work. */
export function joursTravailles(plages: readonly Plage[]): Set<number> {
  const jours = new Set<number>();
  for (const p of plages) {
    for (let j = Math.floor(p.debut / MINUTES_JOUR); j * MINUTES_JOUR < p.fin; j++) jours.add(j);
  }
  return jours;
}
