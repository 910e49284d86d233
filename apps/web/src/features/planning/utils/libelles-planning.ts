import {
  type Creneau,
  jourIdDe,
  joursDeSemaine,
  type Membre,
  type Semaine,
  type TypeCreneau,
} from '@roulement/contract';

/** The slot types as the screens name them. */
export const LIBELLES_CRENEAU: Record<TypeCreneau, string> = {
  CreneauDeTravail: 'Travail',
  CreneauDeRemplacement: 'Remplacement',
  CreneauDeFormation: 'Formation',
  CreneauHeuresSupplementaires: 'Heures supplémentaires',
  CreneauDeRecuperation: 'Récupération',
};

export const libelleCreneau = (c: Creneau): string =>
  c.type === 'CreneauDeFormation' && c.labelFormation ? `Formation : ${c.labelFormation}` : LIBELLES_CRENEAU[c.type];

/** `YYYY-MM-DD` → `DD/MM`, or `DD/MM/YYYY` with the year. */
export const jourMois = (iso: string, avecAnnee = false) => {
  const [annee, mois, jour] = iso.split('-');
  return avecAnnee ? `${jour}/${mois}/${annee}` : `${jour}/${mois}`;
};

/** The week header: « Semaine 2 — du lun. 05/01 au dim. 11/01/2026 ». */
export function titreSemaine(s: Semaine): string {
  const jours = joursDeSemaine(s);
  return `Semaine ${s.semaine} — du lun. ${jourMois(jours[0]!)} au dim. ${jourMois(jours[6]!, true)}`;
}

const JOURS_COURTS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'] as const;

/** `YYYY-MM-DD` → « lun. 17/11 », the heading of a day in the grid. */
export const jourCourt = (date: string): string => `${JOURS_COURTS[jourIdDe(date) - 1]} ${jourMois(date)}`;

export const plageHoraire = (c: Pick<Creneau, 'heureDebut' | 'heureFin'>): string =>
  `${c.heureDebut.toHeureMinute} – ${c.heureFin.toHeureMinute}`;

/** What a slot says to a screen reader and in its native tooltip. */
export function descriptionCreneau(c: Creneau, membre: Membre | undefined): string {
  const parties = [membre?.nomComplet, libelleCreneau(c), plageHoraire(c)];
  if (c.aRemplacer) parties.push('à remplacer');
  if (c.nePasRemplacer) parties.push('ne pas remplacer');
  return parties.filter(Boolean).join(', ');
}
