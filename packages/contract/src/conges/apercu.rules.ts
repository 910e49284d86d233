import { ajouterJours, lundiDe, type Semaine } from '../common/semaines';
import { APERCU_TRIMESTRIEL_SEMAINES, type ApercuAbsence, type ApercuJour } from './apercu.schemas';

export const MOIS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

export interface Periode {
  dateDebut: string;
  dateFin: string;
}

/** First and last day of a month (1–12). */
export function periodeDuMois(annee: number, mois: number): Periode {
  const dernier = new Date(Date.UTC(annee, mois, 0)).getUTCDate();
  const mm = String(mois).padStart(2, '0');
  return { dateDebut: `${annee}-${mm}-01`, dateFin: `${annee}-${mm}-${String(dernier).padStart(2, '0')}` };
}

/** The 13 ISO weeks from `semaine`, Monday to Sunday. */
export function periodeTrimestrielle(semaine: Semaine): Periode {
  const dateDebut = lundiDe(semaine);
  return { dateDebut, dateFin: ajouterJours(dateDebut, APERCU_TRIMESTRIEL_SEMAINES * 7 - 1) };
}

/** Every day of a period, in order. */
export function joursDeLaPeriode({ dateDebut, dateFin }: Periode): string[] {
  const jours: string[] = [];
  for (let d = dateDebut; d <= dateFin; d = ajouterJours(d, 1)) jours.push(d);
  return jours;
}

/** « novembre 2026 » */
export const titreMois = (annee: number, mois: number) => `${MOIS_FR[mois - 1]} ${annee}`;

/** Spec §2.10: the PDF is named month-year (« novembre-2026.pdf »). */
export const nomFichierApercu = (annee: number, mois: number) => `${MOIS_FR[mois - 1]}-${annee}.pdf`;

/** The month before or after (`decalage` months away). */
export function decalerMois(m: { annee: number; mois: number }, decalage: number) {
  const index = m.annee * 12 + (m.mois - 1) + decalage;
  return { annee: Math.floor(index / 12), mois: (index % 12) + 1 };
}

/**
 * What a cell shows in its two halves (decision 047): the morning's and the afternoon's leave,
 * from the day's `premier` and `second`.
 */
export function moitiesDuJour(jour: ApercuJour | undefined): {
  matin: ApercuAbsence | null;
  apresMidi: ApercuAbsence | null;
} {
  if (!jour) return { matin: null, apresMidi: null };
  const { premier, second } = jour;
  if (second) return { matin: premier, apresMidi: second };
  return {
    matin: premier.demiJournee === 2 ? null : premier,
    apresMidi: premier.demiJournee === 1 ? null : premier,
  };
}
