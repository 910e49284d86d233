import type { ModeDecompte } from '@roulement/contract';
import { compterJoursEntre, type Periode } from './decompte';

export interface CongesDecompte extends Periode {
  type: { avecSolde: boolean; modeDecompte: ModeDecompte };
}

/**
 * The 'Autres congés' row of the balances (spec §2.11, type id 0): days of the leave types without
 * a balance in the current calendar year, up to today (à date) and over the whole year (total).
 * A leave across the new year counts only its days of this year.
 */
export function autresConges(conges: readonly CongesDecompte[], aujourdhui: string) {
  const annee = aujourdhui.slice(0, 4);
  const debut = `${annee}-01-01`;
  const fin = `${annee}-12-31`;
  let nbJoursADate = 0;
  let nbJoursTotal = 0;
  for (const c of conges) {
    if (c.type.avecSolde) continue;
    nbJoursADate += compterJoursEntre(c.type.modeDecompte, c, debut, aujourdhui);
    nbJoursTotal += compterJoursEntre(c.type.modeDecompte, c, debut, fin);
  }
  return { nbJoursADate, nbJoursTotal };
}
