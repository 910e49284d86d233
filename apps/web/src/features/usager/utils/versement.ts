import { enCentimes } from './montant';
import { decalerMois, type MoisAnnee } from './mois';

const iso = ({ mois, annee }: MoisAnnee, jour: number) =>
  `${annee}-${String(mois).padStart(2, '0')}-${String(jour).padStart(2, '0')}`;

const joursDansLeMois = ({ mois, annee }: MoisAnnee) => new Date(Date.UTC(annee, mois, 0)).getUTCDate();

/**
 * Spec §5 payout dates: from the first day of the month before the sheet's month to the day before
 * the sheet's month starts, as `YYYY-MM-DD` bounds (inclusive).
 */
export function fenetreDeVersement(fiche: MoisAnnee): { debut: string; fin: string } {
  const precedent = decalerMois(fiche, -1);
  return { debut: iso(precedent, 1), fin: iso(precedent, joursDansLeMois(precedent)) };
}

export const dansLaFenetre = (fiche: MoisAnnee, date: string): boolean => {
  const { debut, fin } = fenetreDeVersement(fiche);
  return date >= debut && date <= fin;
};

/** Spec §5: the poste amount divided by the number of dates; 0 without dates or a positive amount. */
export function montantParVersement(montant: number | string, nombreDeDates: number): number {
  const centimes = enCentimes(montant);
  if (nombreDeDates <= 0 || centimes <= 0) return 0;
  return Math.floor(centimes / nombreDeDates) / 100;
}
