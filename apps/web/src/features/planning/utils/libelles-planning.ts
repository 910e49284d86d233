import { type Creneau, libelleCreneau, type Membre } from '@roulement/contract';

export const plageHoraire = (c: Pick<Creneau, 'heureDebut' | 'heureFin'>): string =>
  `${c.heureDebut.toHeureMinute} – ${c.heureFin.toHeureMinute}`;

/** What a slot says to a screen reader and in its native tooltip. */
export function descriptionCreneau(c: Creneau, membre: Membre | undefined, motifAbsence?: string): string {
  const parties = [membre?.nomComplet, libelleCreneau(c), plageHoraire(c)];
  if (c.indisponible) parties.push(motifAbsence ? `absent(e) : ${motifAbsence}` : 'absent(e)');
  if (c.aRemplacer) parties.push('à remplacer');
  if (c.nePasRemplacer) parties.push('ne pas remplacer');
  return parties.filter(Boolean).join(', ');
}
