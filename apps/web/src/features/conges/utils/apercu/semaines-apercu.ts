import { ajouterJours, dateFr, lundiDe, type Semaine, semaineDe } from '@roulement/contract';
import type { JourColonne } from './jours-apercu';

export interface GroupeSemaine {
  /** ISO week number, as the header shows it (« S48 »). */
  numero: number;
  /** First day of the week in the grid. */
  debut: string;
  /** Days of the week in the grid (7, fewer at the edges of a period cut mid-week). */
  jours: number;
}

/** The week headers over the day columns: consecutive days of one ISO week make one group. */
export function groupesDeSemaines(colonnes: readonly JourColonne[]): GroupeSemaine[] {
  const groupes: GroupeSemaine[] = [];
  for (const c of colonnes) {
    const numero = semaineDe(c.date).semaine;
    const dernier = groupes.at(-1);
    if (dernier && dernier.numero === numero && ajouterJours(dernier.debut, dernier.jours) === c.date) dernier.jours++;
    else groupes.push({ numero, debut: c.date, jours: 1 });
  }
  return groupes;
}

/** « Semaines 48 à 8 : du 23/11/2026 au 21/02/2027 », from the first week and the period's length. */
export function titreSemaines(debut: Semaine, nbSemaines: number): string {
  const lundi = lundiDe(debut);
  const dimanche = ajouterJours(lundi, nbSemaines * 7 - 1);
  return `Semaines ${debut.semaine} à ${semaineDe(dimanche).semaine} : du ${dateFr(lundi)} au ${dateFr(dimanche)}`;
}
