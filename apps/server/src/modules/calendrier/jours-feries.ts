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

/** The dates of the public holidays of [du, au], in order. */
export function joursFeriesEntre(du: string, au: string): string[] {
  const dates: string[] = [];
  for (let annee = Number(du.slice(0, 4)); annee <= Number(au.slice(0, 4)); annee++) {
    dates.push(...joursFeries(annee).map((j) => j.date));
  }
  return dates.filter((d) => d >= du && d <= au);
}
