import type { JourFerie } from '@roulement/contract';
import joursFeriesDe from '@socialgouv/jours-feries';

/** French public holidays (metropolitan France, without Alsace-Moselle) of a year, by date. */
export function joursFeries(annee: number): JourFerie[] {
  return Object.entries(joursFeriesDe(annee))
    .map(([label, date]) => ({ date: date.toISOString().slice(0, 10), label }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
