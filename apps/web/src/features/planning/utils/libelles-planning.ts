import { type Creneau, jourIdDe, type Membre } from '@roulement/contract';
import { libelleCreneau } from '../components/mon-planning';

const JOURS_COURTS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'] as const;

/** `YYYY-MM-DD` → « lun. 17/11 », the heading of a day in the grid. */
export function jourCourt(date: string): string {
  const [, mois, jour] = date.split('-');
  return `${JOURS_COURTS[jourIdDe(date) - 1]} ${jour}/${mois}`;
}

export const plageHoraire = (c: Pick<Creneau, 'heureDebut' | 'heureFin'>): string =>
  `${c.heureDebut.toHeureMinute} – ${c.heureFin.toHeureMinute}`;

/** What a slot says to a screen reader and in its native tooltip. */
export function descriptionCreneau(c: Creneau, membre: Membre | undefined): string {
  const parties = [membre?.nomComplet, libelleCreneau(c), plageHoraire(c)];
  if (c.aRemplacer) parties.push('à remplacer');
  if (c.nePasRemplacer) parties.push('ne pas remplacer');
  return parties.filter(Boolean).join(', ');
}
