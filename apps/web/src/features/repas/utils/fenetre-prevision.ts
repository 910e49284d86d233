import { ajouterJours, formatHeureMinute, type PlageRepas, PREVISION_REPAS_JOURS_MAX } from '@roulement/contract';

/** Spec §2.5 / §9: the forecast shows 4 days and moves by jumps of 4 days. */
export const decalerFenetre = (debut: string, sens: 1 | -1): string =>
  ajouterJours(debut, sens * PREVISION_REPAS_JOURS_MAX);

export const finDeFenetre = (debut: string): string => ajouterJours(debut, PREVISION_REPAS_JOURS_MAX - 1);

/** « 12:00 – 13:30 », or « Non configuré ». */
export const textePlage = (plage: PlageRepas | null): string =>
  plage ? `${formatHeureMinute(plage.heureDebut)} – ${formatHeureMinute(plage.heureFin)}` : 'Non configuré';
