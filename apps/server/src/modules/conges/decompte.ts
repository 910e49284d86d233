import type { ModeDecompte } from '@roulement/contract';
import { isoDepuisJour, jourDeLaSemaine, jourDepuisIso } from '../../lib/jours';
import { joursFeries } from '../calendrier/jours-feries';

/** Public holidays of a year as day numbers, computed once per year and process (they never change). */
const feriesParAnnee = new Map<number, Set<number>>();
function feries(annee: number): Set<number> {
  let set = feriesParAnnee.get(annee);
  if (!set) {
    set = new Set(joursFeries(annee).map((j) => jourDepuisIso(j.date)));
    feriesParAnnee.set(annee, set);
  }
  return set;
}

function estFerie(jour: number): boolean {
  const annee = new Date(jour * 86_400_000).getUTCFullYear();
  return feries(annee).has(jour);
}

/** The days (YYYY-MM-DD) where the employee has effective slots, for the PLANNING mode. */
type JoursTravailles = ReadonlySet<string>;

/**
 * Whether a day counts for a mode (DOMAIN.md): OUVRABLES Monday–Saturday, OUVRES Monday–Friday,
 * both without public holidays; CALENDAIRES every day; PLANNING the days of `joursTravailles`
 * (none when the employee has no slot). Without `joursTravailles` (callers that do not read the
 * planning, "Autres congés"), PLANNING counts like OUVRES (docs/decisions/005-decompte-des-conges.md).
 */
function jourDecompte(mode: ModeDecompte, jour: number, joursTravailles?: JoursTravailles): boolean {
  if (mode === 'CALENDAIRES') return true;
  if (mode === 'PLANNING' && joursTravailles) return joursTravailles.has(isoDepuisJour(jour));
  const dernierJour = mode === 'OUVRABLES' ? 6 : 5;
  return jourDeLaSemaine(jour) <= dernierJour && !estFerie(jour);
}

export interface Periode {
  dateDebut: string;
  dateFin: string;
  /** 0 full day, 1 morning, 2 afternoon: a half day counts 0.5. */
  demiJournee: number;
}

/**
 * `nbJours` of a leave (what POST /conges/evaluer answers): the days of the range that count for
 * the type's mode, both ends included; a half day counts 0.5 when its day counts.
 */
export function compterJours(mode: ModeDecompte, periode: Periode, joursTravailles?: JoursTravailles): number {
  const debut = jourDepuisIso(periode.dateDebut);
  const fin = jourDepuisIso(periode.dateFin);
  if (periode.demiJournee !== 0) return debut === fin && jourDecompte(mode, debut, joursTravailles) ? 0.5 : 0;
  let n = 0;
  for (let jour = debut; jour <= fin; jour++) if (jourDecompte(mode, jour, joursTravailles)) n++;
  return n;
}

/** The days of a leave that fall inside [debut, fin] (e.g. this year, or up to today). */
export function compterJoursEntre(mode: ModeDecompte, periode: Periode, debut: string, fin: string): number {
  const dateDebut = periode.dateDebut > debut ? periode.dateDebut : debut;
  const dateFin = periode.dateFin < fin ? periode.dateFin : fin;
  if (dateDebut > dateFin) return 0;
  return compterJours(mode, { dateDebut, dateFin, demiJournee: periode.demiJournee });
}
