import { MINUTES_PAR_JOUR } from '../common/time-bounds';
import { dureeFr } from './repos.rules';

/**
 * DOMAIN.md "Planning alerts": warnings shown in the planning and the template editor, never
 * blocking. Working time is given per day of a period of whole weeks (day 0 is a Monday).
 */
export const SEUIL_SEMAINE_ALERTE_MINUTES = 44 * 60;
export const SEUIL_SEMAINE_ROUGE_MINUTES = 48 * 60;
export const MAX_JOURNEE_MINUTES = 10 * 60;
export const REPOS_QUOTIDIEN_MINUTES = 11 * 60;
export const JOURS_DE_REPOS_MIN_PAR_SEMAINE = 2;

export type TypeAlerte = 'SEMAINE_48H' | 'SEMAINE_44H' | 'JOURNEE_LONGUE' | 'REPOS_QUOTIDIEN' | 'JOURS_DE_REPOS';

export interface IntervalleTravail {
  /** Day index in the period: 0 is the first Monday. */
  jour: number;
  /** Minutes since midnight, end exclusive (up to 1440). */
  debut: number;
  fin: number;
}

export interface Alerte {
  type: TypeAlerte;
  /** Week index in the period (0 for the first week). */
  semaine: number;
  /** The day concerned (long day, short rest before that day's work); absent for a week alert. */
  jour?: number;
  /** Worked minutes (week, day) or rest minutes (daily rest). */
  minutes: number;
  /** The limit crossed, for a long day (10 h or 12 h). */
  seuil?: number;
}

export interface OptionsAlertes {
  nbJours: number;
  /** 10 h, or 12 h where the establishment allows it. */
  maxJourneeMinutes?: number;
  /** A template's weeks repeat: the day after the last one is the first. */
  cyclique?: boolean;
}

interface Poste {
  jour: number;
  debut: number;
  fin: number;
}

/**
 * Continuous shifts on the period's timeline: a night 21:00–24:00 followed by 00:00–07:00 is one
 * shift, started on its first day.
 */
function postes(intervalles: readonly IntervalleTravail[]): Poste[] {
  const tries = intervalles
    .map((i) => ({ jour: i.jour, debut: i.jour * MINUTES_PAR_JOUR + i.debut, fin: i.jour * MINUTES_PAR_JOUR + i.fin }))
    .sort((a, b) => a.debut - b.debut);
  const resultat: Poste[] = [];
  for (const i of tries) {
    const dernier = resultat.at(-1);
    if (dernier && i.debut <= dernier.fin) dernier.fin = Math.max(dernier.fin, i.fin);
    else resultat.push({ ...i });
  }
  return resultat;
}

function alertesDeRepos(liste: Poste[], nbJours: number, cyclique: boolean): Alerte[] {
  const alertes: Alerte[] = [];
  const suivants = cyclique ? liste.map((_, k) => liste[(k + 1) % liste.length]) : liste.map((_, k) => liste[k + 1]);
  liste.forEach((poste, k) => {
    const suivant = suivants[k];
    if (!suivant || suivant === poste) return;
    const debutSuivant = suivant.debut + (suivant.debut <= poste.debut ? nbJours * MINUTES_PAR_JOUR : 0);
    const jourSuivant = suivant.jour + (suivant.debut <= poste.debut ? nbJours : 0);
    // Two shifts of the same day are a split shift, not two working days.
    if (jourSuivant === poste.jour) return;
    const repos = debutSuivant - poste.fin;
    if (repos < REPOS_QUOTIDIEN_MINUTES) {
      alertes.push({
        type: 'REPOS_QUOTIDIEN',
        semaine: Math.floor(suivant.jour / 7),
        jour: suivant.jour,
        minutes: repos,
      });
    }
  });
  return alertes;
}

/** The alerts of one member over a period of whole weeks, sorted by week then day. */
export function alertesDuMembre(intervalles: readonly IntervalleTravail[], options: OptionsAlertes): Alerte[] {
  const { nbJours, maxJourneeMinutes = MAX_JOURNEE_MINUTES, cyclique = false } = options;
  const parJour = new Array<number>(nbJours).fill(0);
  for (const i of intervalles) parJour[i.jour] = (parJour[i.jour] ?? 0) + i.fin - i.debut;

  const alertes: Alerte[] = [];
  for (let semaine = 0; semaine * 7 < nbJours; semaine++) {
    const jours = parJour.slice(semaine * 7, semaine * 7 + 7);
    const total = jours.reduce((a, b) => a + b, 0);
    if (total > SEUIL_SEMAINE_ROUGE_MINUTES) alertes.push({ type: 'SEMAINE_48H', semaine, minutes: total });
    else if (total > SEUIL_SEMAINE_ALERTE_MINUTES) alertes.push({ type: 'SEMAINE_44H', semaine, minutes: total });
    const libres = jours.filter((m) => m === 0).length;
    if (jours.length === 7 && libres < JOURS_DE_REPOS_MIN_PAR_SEMAINE) {
      alertes.push({ type: 'JOURS_DE_REPOS', semaine, minutes: total });
    }
    jours.forEach((minutes, j) => {
      if (minutes > maxJourneeMinutes) {
        alertes.push({ type: 'JOURNEE_LONGUE', semaine, jour: semaine * 7 + j, minutes, seuil: maxJourneeMinutes });
      }
    });
  }
  alertes.push(...alertesDeRepos(postes(intervalles), nbJours, cyclique));
  return alertes.sort((a, b) => a.semaine - b.semaine || (a.jour ?? -1) - (b.jour ?? -1));
}

/**
 * The French sentence of an alert. `semaine` and `jour` are the labels the screen uses for the
 * alert's week ('semaine 48', 'semaine 2 du modèle') and day ('lundi 23/11').
 */
export function messageAlerte(alerte: Alerte, libelles: { semaine: string; jour?: string }): string {
  switch (alerte.type) {
    case 'SEMAINE_48H':
      return `${dureeFr(alerte.minutes)} sur la ${libelles.semaine} : au-delà de 48 h`;
    case 'SEMAINE_44H':
      return `${dureeFr(alerte.minutes)} sur la ${libelles.semaine} : au-delà de 44 h`;
    case 'JOURNEE_LONGUE':
      return `${dureeFr(alerte.minutes)} le ${libelles.jour} : journée de plus de ${dureeFr(alerte.seuil ?? MAX_JOURNEE_MINUTES)}`;
    case 'REPOS_QUOTIDIEN':
      return `${dureeFr(Math.max(alerte.minutes, 0))} de repos seulement avant le ${libelles.jour} (11 h minimum)`;
    case 'JOURS_DE_REPOS':
      return `moins de deux jours de repos sur la ${libelles.semaine}`;
  }
}
