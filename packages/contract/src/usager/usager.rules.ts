import type { PeriodiciteAim } from './usager.constants';
import { MOTS_MINIMUM_AJUSTEMENT } from './usager.constants';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (annee: number, mois: number, jour: number) => `${annee}-${pad(mois)}-${pad(jour)}`;
const joursDuMois = (annee: number, mois: number) => new Date(Date.UTC(annee, mois, 0)).getUTCDate();

export interface MoisAnnee {
  mois: number;
  annee: number;
}

/** Spec §2 month stepper: months 1 to 12 with year rollover. */
export function moisSuivant({ mois, annee }: MoisAnnee): MoisAnnee {
  return mois === 12 ? { mois: 1, annee: annee + 1 } : { mois: mois + 1, annee };
}
export function moisPrecedent({ mois, annee }: MoisAnnee): MoisAnnee {
  return mois === 1 ? { mois: 12, annee: annee - 1 } : { mois: mois - 1, annee };
}

/**
 * Spec §5/§9 payout window of a sheet: from the first day of the month before the sheet's month
 * to the day before the sheet's month starts (the payout for a month is made the month before).
 */
export function fenetreVersement(fiche: MoisAnnee): { debut: string; fin: string } {
  return bornesDuMois(moisPrecedent(fiche));
}

/** First and last day of a month. */
export function bornesDuMois({ annee, mois }: MoisAnnee): { debut: string; fin: string } {
  return { debut: iso(annee, mois, 1), fin: iso(annee, mois, joursDuMois(annee, mois)) };
}

export const dansFenetreVersement = (fiche: MoisAnnee, date: string): boolean => {
  const { debut, fin } = fenetreVersement(fiche);
  return date >= debut && date <= fin;
};

/**
 * Spec §5 amount per payout: the amount divided by the number of dates, in cents; 0 without dates
 * or for an amount that is not positive. The cents that do not divide go to the last date
 * (decision 060), so the parts always add up to the amount.
 */
export function repartirCentimes(centimes: number, nombreDeDates: number): number[] {
  if (nombreDeDates <= 0) return [];
  if (centimes <= 0) return Array.from({ length: nombreDeDates }, () => 0);
  const part = Math.floor(centimes / nombreDeDates);
  const parts = Array.from({ length: nombreDeDates }, () => part);
  parts[nombreDeDates - 1] = centimes - part * (nombreDeDates - 1);
  return parts;
}

/** Mondays of a month: how many times a weekly budget is spent in it. */
export function nombreDeLundis(annee: number, mois: number): number {
  const premier = new Date(Date.UTC(annee, mois - 1, 1)).getUTCDay();
  const premierLundi = 1 + ((8 - premier) % 7);
  return Math.floor((joursDuMois(annee, mois) - premierLundi) / 7) + 1;
}

/** A template line's amount on a given month's sheet (decision 060), in cents. */
export function montantInitialCentimes(budgetCentimes: number, periodicite: PeriodiciteAim, fiche: MoisAnnee): number {
  switch (periodicite) {
    case 'MENSUELLE':
      return budgetCentimes;
    case 'HEBDOMADAIRE':
      return budgetCentimes * nombreDeLundis(fiche.annee, fiche.mois);
    case 'PONCTUELLE':
      return 0;
  }
}

/** The model's monthly totals (spec §3): the least and the most a month's sheet starts with. */
export function totauxModele(lignes: readonly { budgetCentimes: number; periodicite: PeriodiciteAim }[]): {
  minimalCentimes: number;
  maximalCentimes: number;
} {
  let minimalCentimes = 0;
  let maximalCentimes = 0;
  for (const { budgetCentimes, periodicite } of lignes) {
    if (periodicite === 'MENSUELLE') {
      minimalCentimes += budgetCentimes;
      maximalCentimes += budgetCentimes;
    } else if (periodicite === 'HEBDOMADAIRE') {
      minimalCentimes += budgetCentimes * 4;
      maximalCentimes += budgetCentimes * 5;
    } else maximalCentimes += budgetCentimes;
  }
  return { minimalCentimes, maximalCentimes };
}

/** Spec §9: a sheet's total is the sum of its positive final amounts. */
export const totalFicheCentimes = (montantsFinauxCentimes: readonly number[]): number =>
  montantsFinauxCentimes.reduce((s, m) => (m > 0 ? s + m : s), 0);

/** Spec §5: at least 5 words, split on spaces. */
export const explicationSuffisante = (explication: string): boolean =>
  explication.trim().split(/\s+/u).filter(Boolean).length >= MOTS_MINIMUM_AJUSTEMENT;

/** Spec §3: hosted at a date when a stay starts on or before it and has not ended before it. */
export const estAccueilliA = (
  accueils: readonly { dateDebut: string; dateFin: string | null }[],
  date: string,
): boolean => accueils.some((a) => a.dateDebut <= date && (a.dateFin === null || a.dateFin >= date));

/** A stay's length in days, both ends included (decision 060: the schemes' durations are in days). */
export function dureeAccueilJours(dateDebut: string, dateFin: string): number {
  return Math.round((Date.parse(dateFin) - Date.parse(dateDebut)) / 86_400_000) + 1;
}
