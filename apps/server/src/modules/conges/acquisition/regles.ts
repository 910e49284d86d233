import type { CategorieMetier } from '@roulement/contract';

/**
 * One version of an association's leave rules, in force from `dateDebut` until the next
 * version's start: a change of law or convention applies from its date, earlier periods keep
 * the rules they were credited with.
 */
export interface RegleConges {
  regleCongesId: number;
  dateDebut: string;
  /** Paid leave per month under contract (2.5 jours ouvrables, L3141-3). */
  joursParMois: number;
  /** Paid leave per month of non-professional sickness (2, L3141-5-1, law of 2024). */
  joursParMoisMaladie: number;
  /** CCN 66 art. 22: +2 per full 5 years of seniority, at most +6. */
  joursParPalierAnciennete: number;
  joursAncienneteMax: number;
  /** The calendar quarter holding the summer leave: no quarterly leave in it. */
  trimestreEte: number;
  joursTrimestriels: Record<CategorieMetier, number>;
}

/** The version in force on `jour` (ISO date): the latest one started on or before it. */
export function regleEnVigueur(regles: readonly RegleConges[], jour: string): RegleConges | undefined {
  let trouvee: RegleConges | undefined;
  for (const r of regles) if (r.dateDebut <= jour && (!trouvee || r.dateDebut > trouvee.dateDebut)) trouvee = r;
  return trouvee;
}
