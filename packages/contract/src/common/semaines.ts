import {
  addDays,
  addWeeks,
  differenceInCalendarDays,
  getISODay,
  getISOWeek,
  getISOWeeksInYear,
  getISOWeekYear,
  startOfISOWeek,
  startOfISOWeekYear,
} from 'date-fns';

/**
 * ISO weeks (spec §9: weeks start on Monday, the first week of a year holds 4 January) over the
 * `YYYY-MM-DD` strings the API uses. Dates are read as local calendar days, never instants, so
 * the server's time zone cannot shift them.
 */
export interface Semaine {
  semaine: number;
  annee: number;
}

/** `YYYY-MM-DD` → a local Date at midnight. */
export function dateLocale(date: string): Date {
  const [annee, mois, jour] = date.split('-').map(Number);
  return new Date(annee!, mois! - 1, jour!);
}

const deuxChiffres = (n: number) => String(n).padStart(2, '0');

/**
 * The local calendar date as `yyyy-MM-dd`. Read for every slot of a record or a week: date-fns'
 * `format` parses its pattern at each call, and was the record's largest cost after the database.
 */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${deuxChiffres(date.getMonth() + 1)}-${deuxChiffres(date.getDate())}`;
}

export function ajouterJours(date: string, jours: number): string {
  return isoDate(addDays(dateLocale(date), jours));
}

/** Calendar days from `debut` to `fin` (negative when `fin` is earlier). */
export function joursEntre(debut: string, fin: string): number {
  return differenceInCalendarDays(dateLocale(fin), dateLocale(debut));
}

/** 1 Monday … 7 Sunday (the spec's jourId). */
export function jourIdDe(date: string): number {
  return getISODay(dateLocale(date));
}

export function estLundi(date: string): boolean {
  return jourIdDe(date) === 1;
}

export function semaineDe(date: string): Semaine {
  const d = dateLocale(date);
  return { semaine: getISOWeek(d), annee: getISOWeekYear(d) };
}

export function nbSemainesDansAnnee(annee: number): number {
  return getISOWeeksInYear(new Date(annee, 5, 1));
}

export function lundiDe(s: Semaine): string {
  const premierLundi = startOfISOWeekYear(new Date(s.annee, 0, 4));
  return isoDate(addWeeks(premierLundi, s.semaine - 1));
}

export function lundiDeLaSemaineDe(date: string): string {
  return isoDate(startOfISOWeek(dateLocale(date)));
}

/** The seven dates of a week, Monday first. */
export function joursDeSemaine(s: Semaine): string[] {
  const lundi = lundiDe(s);
  return Array.from({ length: 7 }, (_, i) => ajouterJours(lundi, i));
}

export function decalerSemaine(s: Semaine, semaines: number): Semaine {
  return semaineDe(ajouterJours(lundiDe(s), semaines * 7));
}

export function comparerSemaines(a: Semaine, b: Semaine): number {
  return a.annee - b.annee || a.semaine - b.semaine;
}

/** The route's week-year form: `SS-AAAA` (week on two digits). */
export function numeroSemaine(s: Semaine): string {
  return `${String(s.semaine).padStart(2, '0')}-${s.annee}`;
}

/** Reads `SS-AAAA` (or `S-AAAA`); null when it is not a week of that year. */
export function lireNumeroSemaine(texte: string): Semaine | null {
  const match = /^(\d{1,2})-(\d{4})$/.exec(texte.trim());
  if (!match) return null;
  const s = { semaine: Number(match[1]), annee: Number(match[2]) };
  return estSemaineValide(s) ? s : null;
}

export function estSemaineValide(s: Semaine): boolean {
  return (
    Number.isInteger(s.semaine) &&
    Number.isInteger(s.annee) &&
    s.annee >= 1900 &&
    s.annee <= 2200 &&
    s.semaine >= 1 &&
    s.semaine <= nbSemainesDansAnnee(s.annee)
  );
}
