import type { SemaineInfo } from './planning.fields';
import type { Creneau, TypeCreneau } from './planning.schemas';

// Plain string work, no date library: the web shares these between lazily loaded screens.

/** The slot types as the screens and the print name them. */
export const LIBELLES_CRENEAU: Record<TypeCreneau, string> = {
  CreneauDeTravail: 'Travail',
  CreneauDeRemplacement: 'Remplacement',
  CreneauDeFormation: 'Formation',
  CreneauHeuresSupplementaires: 'Heures supplémentaires',
  CreneauDeRecuperation: 'Récupération',
};

export const libelleCreneau = (c: Pick<Creneau, 'type' | 'labelFormation'>): string =>
  c.type === 'CreneauDeFormation' && c.labelFormation ? `Formation : ${c.labelFormation}` : LIBELLES_CRENEAU[c.type];

/** `YYYY-MM-DD` → `DD/MM`, or `DD/MM/YYYY` with the year. */
export function jourMois(iso: string, avecAnnee = false): string {
  const [annee, mois, jour] = iso.split('-');
  return avecAnnee ? `${jour}/${mois}/${annee}` : `${jour}/${mois}`;
}

/** A week's heading: « Semaine 2 — du lun. 05/01 au dim. 11/01/2026 ». */
export function titreSemaine(s: Pick<SemaineInfo, 'semaine' | 'dateDebut' | 'dateFin'>): string {
  return `Semaine ${s.semaine} — du lun. ${jourMois(s.dateDebut)} au dim. ${jourMois(s.dateFin, true)}`;
}

const JOURS_COURTS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'] as const;

/** The `jour`-th day of a week (0 Monday) → « lun. 17/11 », a day's heading in the grid and its print. */
export const jourCourt = (date: string, jour: number): string => `${JOURS_COURTS[jour]} ${jourMois(date)}`;
