import { ajouterJours, joursEntre } from '@roulement/contract';

/**
 * Pure rules of publication (DOMAIN.md Planning): from Monday M with start week k, week M+i uses
 * template week ((k − 1 + i) mod N) + 1, up to the horizon, the end of the next calendar year.
 */

/** 31 December of the year after `today`. */
export function horizonPublication(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}-12-31`;
}

/** The template week (1..N) used by week `index` (0 = the week of M, negative before it). */
export function ordreSemainePour(index: number, debutCycle: number, nbSemaines: number): number {
  return ((((debutCycle - 1 + index) % nbSemaines) + nbSemaines) % nbSemaines) + 1;
}

interface PartDeModele {
  ordreSemaine: number;
  jourId: number;
}

export interface Cycle {
  /** The Monday of application. */
  dateMiseEnApplication: string;
  debutCycle: number;
  nbSemaines: number;
}

/**
 * Every date from `du` to `au` (inclusive, both on or after M) where a template part falls, with
 * that part: the rows a publication writes. Parts of weeks beyond N are ignored.
 */
export function occurrences<P extends PartDeModele>(
  cycle: Cycle,
  parts: readonly P[],
  du: string,
  au: string,
): { date: string; part: P }[] {
  const debut = du < cycle.dateMiseEnApplication ? cycle.dateMiseEnApplication : du;
  if (au < debut || cycle.nbSemaines < 1) return [];
  const parOrdre = new Map<number, P[]>();
  for (const p of parts) parOrdre.set(p.ordreSemaine, [...(parOrdre.get(p.ordreSemaine) ?? []), p]);
  const premiere = Math.floor(joursEntre(cycle.dateMiseEnApplication, debut) / 7);
  const derniere = Math.floor(joursEntre(cycle.dateMiseEnApplication, au) / 7);
  const resultat: { date: string; part: P }[] = [];
  for (let i = premiere; i <= derniere; i++) {
    const semaine = parOrdre.get(ordreSemainePour(i, cycle.debutCycle, cycle.nbSemaines));
    if (!semaine) continue;
    const lundi = ajouterJours(cycle.dateMiseEnApplication, i * 7);
    const jours = Array.from({ length: 7 }, (_, j) => ajouterJours(lundi, j));
    for (const part of semaine) {
      const date = jours[part.jourId - 1];
      if (date !== undefined && date >= debut && date <= au) resultat.push({ date, part });
    }
  }
  return resultat;
}
