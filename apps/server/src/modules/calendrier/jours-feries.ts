import type { JourFerie } from '@roulement/contract';
import joursFeriesDe from '@socialgouv/jours-feries';
import { format } from 'date-fns';

/** French public holidays (metropolitan France, without Alsace-Moselle) of a year, by date. */
export function joursFeries(annee: number): JourFerie[] {
  // The package builds local-midnight dates (`new Date(y, m, d)`): read them in local time.
  // `toISOString()` answered the day before on a server east of UTC (Europe/Paris).
  return Object.entries(joursFeriesDe(annee))
    .map(([label, date]) => ({ date: format(date, 'yyyy-MM-dd'), label }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
