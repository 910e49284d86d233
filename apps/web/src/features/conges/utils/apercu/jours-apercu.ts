import { type ApercuJour, jourIdDe, moitiesDuJour } from '@roulement/contract';

export interface JourColonne {
  date: string;
  /** Day of the month, as the column header shows it. */
  numero: number;
  /** Initial of the weekday (L M M J V S D). */
  initiale: string;
  /** Weekend or public holiday: shaded. */
  chome: boolean;
  ferie: boolean;
}

const INITIALES = ['L', 'M', 'M', 'J', 'V', 'S', 'D'] as const;

/** The columns of the grid: each day with what shades it. */
export function colonnesDuMois(jours: readonly string[], feries: ReadonlySet<string>): JourColonne[] {
  return jours.map((date) => {
    const jourId = jourIdDe(date);
    const ferie = feries.has(date);
    return {
      date,
      numero: Number(date.slice(8, 10)),
      initiale: INITIALES[jourId - 1]!,
      chome: jourId >= 6 || ferie,
      ferie,
    };
  });
}

/** What a cell says to a screen reader or in its tooltip: « CP », « DJ matin », « CP matin, MAL après-midi ». */
export function descriptionJour(jour: ApercuJour | undefined): string {
  const { matin, apresMidi } = moitiesDuJour(jour);
  if (!matin && !apresMidi) return '';
  if (matin && apresMidi && matin === apresMidi) return matin.shortLabel;
  return [matin ? `${matin.shortLabel} matin` : null, apresMidi ? `${apresMidi.shortLabel} après-midi` : null]
    .filter(Boolean)
    .join(', ');
}
