import { ajouterJours } from '@roulement/contract';

/** DOMAIN.md « Meals, presence, exports »: night hours run from 21:00 to 06:00. */
export const DEBUT_NUIT_PAYE = 21 * 60;
export const FIN_NUIT_PAYE = 6 * 60;
const MINUIT = 1440;
/** Europe/Paris changes its clocks at 02:00 local time: that hour is skipped in March, lived twice in October. */
const HEURE_CHANGEE = [120, 180] as const;

export interface Minutes {
  total: number;
  nuit: number;
  dimanche: number;
  ferie: number;
}

const jourSemaine = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

function dernierDimanche(annee: number, mois: number): string {
  const dernier = new Date(Date.UTC(annee, mois, 0));
  dernier.setUTCDate(dernier.getUTCDate() - dernier.getUTCDay());
  return dernier.toISOString().slice(0, 10);
}

/** −1 on the spring-forward Sunday (last of March), +1 on the fall-back one (last of October), else 0. */
export function changementDHeure(date: string): -1 | 0 | 1 {
  const annee = Number(date.slice(0, 4));
  if (date === dernierDimanche(annee, 3)) return -1;
  if (date === dernierDimanche(annee, 10)) return 1;
  return 0;
}

const chevauchement = (a: number, b: number, c: number, d: number) => Math.max(0, Math.min(b, d) - Math.max(a, c));

/**
 * Minutes really elapsed between two wall-clock times of a day: 00:00–07:00 lasts 6 hours on the
 * spring Sunday and 8 on the autumn one.
 */
export function minutesReelles(date: string, debut: number, fin: number): number {
  if (fin <= debut) return 0;
  return fin - debut + changementDHeure(date) * chevauchement(debut, fin, HEURE_CHANGEE[0], HEURE_CHANGEE[1]);
}

function partDuJour(date: string, debut: number, fin: number, estFerie: (date: string) => boolean): Minutes {
  const total = minutesReelles(date, debut, fin);
  const nuit =
    minutesReelles(date, debut, Math.min(fin, FIN_NUIT_PAYE)) +
    minutesReelles(date, Math.max(debut, DEBUT_NUIT_PAYE), fin);
  return {
    total,
    nuit,
    dimanche: jourSemaine(date) === 0 ? total : 0,
    ferie: estFerie(date) ? total : 0,
  };
}

/**
 * A slot's minutes split into night, Sunday and public-holiday minutes (they overlap: a Sunday
 * night counts in both). Times are local wall-clock minutes of `date`; an end beyond 1440 runs
 * into the next day, whose part is that day's (a Saturday night's end is Sunday hours).
 */
export function decouper(date: string, debut: number, fin: number, estFerie: (date: string) => boolean): Minutes {
  const parts = [partDuJour(date, debut, Math.min(fin, MINUIT), estFerie)];
  if (fin > MINUIT) parts.push(partDuJour(ajouterJours(date, 1), Math.max(0, debut - MINUIT), fin - MINUIT, estFerie));
  return parts.reduce((a, p) => ({
    total: a.total + p.total,
    nuit: a.nuit + p.nuit,
    dimanche: a.dimanche + p.dimanche,
    ferie: a.ferie + p.ferie,
  }));
}
