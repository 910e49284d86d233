/**
 * Calendar days as integers (days since 1970-01-01): counting, comparing and stepping through
 * ranges without building a Date per day, and without time zones (a `YYYY-MM-DD` is a day). Only
 * for the hot loops of leave counting (the balances of the employee record's budget); everything
 * else uses the contract's date functions over date-fns (`ajouterJours`, `jourIdDe`, …).
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
