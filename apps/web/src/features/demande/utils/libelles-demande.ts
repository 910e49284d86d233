import {
  formatHeureMinute,
  LIBELLES_CRENEAU,
  type PropositionHeuresSupp,
  type RecuperationEvaluee,
  type TypeRecuperationEvaluee,
} from '@roulement/contract';

/** Spec §3: what an evaluated recovery was (training, replacement, overtime, else recovery). */
export const LIBELLES_RECUPERATION: Record<TypeRecuperationEvaluee, string> = {
  FORMATION: 'Formation',
  REMPLACEMENT: 'Remplacement',
  HEURES_SUPPLEMENTAIRES: 'Heures supplémentaires',
  RECUPERATION: 'Récupération',
};

/** « 07:00 – 14:00 » from minutes since midnight. */
export const plage = (debut: number, fin: number): string => `${formatHeureMinute(debut)} – ${formatHeureMinute(fin)}`;

/** The slot an overtime proposal extends, as the list names it; null for hours apart from any slot. */
export function creneauProlonge(p: Pick<PropositionHeuresSupp, 'creneau'>): string | null {
  if (!p.creneau) return null;
  const { type, heureDebut, heureFin } = p.creneau;
  return `Prolonge le créneau ${LIBELLES_CRENEAU[type].toLowerCase()} ${plage(heureDebut.valeur, heureFin.valeur)}`;
}

/** Total minutes of a recovery evaluation. */
export const totalMinutes = (recuperations: readonly Pick<RecuperationEvaluee, 'dureeEnMinute'>[]): number =>
  recuperations.reduce((total, r) => total + r.dureeEnMinute, 0);
