import { maxTravailJour, messageMaxTravail, reposDe } from '@roulement/contract';

/**
 * The template's daily rules (spec §4 and §9, decision 021) over its stored parts: a member's
 * slots of a day do not overlap and stay under the maximum their rest of that day allows; a rest
 * day goes only to a free day.
 */
export interface CreneauDeModele {
  id: number;
  membreId: number;
  ordreSemaine: number;
  jourId: number;
  heureDebut: number;
  heureFin: number;
}

export interface ReposDeModele {
  id: number;
  membreId: number;
  ordreSemaine: number;
  jourId: number;
  demiJour: boolean;
}

interface Jour {
  membreId: number;
  ordreSemaine: number;
  jourId: number;
}
const memeJour = (a: Jour, b: Jour) =>
  a.membreId === b.membreId && a.ordreSemaine === b.ordreSemaine && a.jourId === b.jourId;

export const CHEVAUCHEMENT = 'Ce créneau chevauche un autre créneau du membre ce jour-là';
export const JOUR_NON_LIBRE = "Ce jour n'est pas libre pour un repos : le membre y a déjà un repos";

function minutesDuJour(creneaux: readonly CreneauDeModele[], jour: Jour, saufId?: number): number {
  return creneaux
    .filter((c) => c.id !== saufId && memeJour(c, jour))
    .reduce((total, c) => total + c.heureFin - c.heureDebut, 0);
}

/** The error of placing `candidat` (new, or an update of the slot with its id), or null. */
export function erreurCreneauModele(
  creneaux: readonly CreneauDeModele[],
  repos: readonly ReposDeModele[],
  candidat: CreneauDeModele,
): string | null {
  const autres = creneaux.filter((c) => c.id !== candidat.id && memeJour(c, candidat));
  if (autres.some((c) => c.heureDebut < candidat.heureFin && candidat.heureDebut < c.heureFin)) return CHEVAUCHEMENT;
  const reposDuJour = reposDe(repos.find((r) => memeJour(r, candidat)));
  const total = minutesDuJour(creneaux, candidat, candidat.id) + candidat.heureFin - candidat.heureDebut;
  return total > maxTravailJour(reposDuJour) ? messageMaxTravail(reposDuJour) : null;
}

/** The error of placing rest day `candidat` (new, or a move/switch of the one with its id), or null. */
export function erreurReposModele(
  creneaux: readonly CreneauDeModele[],
  repos: readonly ReposDeModele[],
  candidat: ReposDeModele,
): string | null {
  if (repos.some((r) => r.id !== candidat.id && memeJour(r, candidat))) return JOUR_NON_LIBRE;
  const type = candidat.demiJour ? 'demi' : 'complet';
  return minutesDuJour(creneaux, candidat) > maxTravailJour(type) ? messageMaxTravail(type) : null;
}
