/**
 * Calendar days as integers (days since 1970-01-01): counting, comparing and stepping through
 * ranges without building a Date per day, and without time zones (a `YYYY-MM-DD` is a day).
 */

const JOUR_MS = 86_400_000;

export function jourDepuisIso(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / JOUR_MS);
}

export function isoDepuisJour(jour: number): string {
  return new Date(jour * JOUR_MS).toISOString().slice(0, 10);
}

/** ISO day of the week: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function jourDeLaSemaine(jour: number): number {
  return ((((jour + 3) % 7) + 7) % 7) + 1;
}

export function ajouterJours(date: string, jours: number): string {
  return isoDepuisJour(jourDepuisIso(date) + jours);
}

/** Last day of the calendar quarter of `date`. */
export function finDeTrimestre(date: string): string {
  const annee = Number(date.slice(0, 4));
  const mois = Number(date.slice(5, 7));
  const dernierMois = Math.ceil(mois / 3) * 3;
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(annee, dernierMois, 0)).toISOString().slice(0, 10);
}
