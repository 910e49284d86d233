import { dureeAccueilJours } from '@roulement/contract';

export interface DureesDispositif {
  dispositifId: number;
  libelle: string;
  dureeMinimum: number;
  dureeMaximum: number;
}

/** The server's words when a finite stay does not fit the scheme's durations (issue 14). */
export const messageDuree = (d: DureesDispositif) =>
  `Le dispositif « ${d.libelle} » prévoit un accueil de ${d.dureeMinimum} à ${d.dureeMaximum} jours`;

/** A stay with an end must last, both ends included, between the scheme's minimum and maximum. */
export function erreurDuree(
  d: DureesDispositif | undefined,
  debut: string,
  fin: string | null | undefined,
): string | null {
  if (!d || !fin || !debut) return null;
  const duree = dureeAccueilJours(debut, fin);
  return duree < d.dureeMinimum || duree > d.dureeMaximum ? messageDuree(d) : null;
}
