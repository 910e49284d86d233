import { type ModeleAstreinte, moyenneAnnuelleJours } from '@roulement/contract';

export interface MoyenneEmploye {
  employeId: number;
  semainesTenues: number;
  /** Spec doc. 2 §4: weeks held / model weeks × 365.25. */
  joursParAn: number;
}

/**
 * The average annual on-call days of each person, as the model now stands. `employeIds` are the
 * people who owe days: one whose weeks were all given away still shows, at 0, so the adjustment
 * can be read both ways. People of the model come after them, in the order of their first week.
 */
export function moyennesDuModele(modele: ModeleAstreinte, employeIds: readonly number[]): MoyenneEmploye[] {
  const tenues = new Map<number, number>(employeIds.map((id) => [id, 0]));
  for (const s of modele.semaines) tenues.set(s.employeId, (tenues.get(s.employeId) ?? 0) + 1);
  const total = modele.semaines.length;
  return [...tenues].map(([employeId, semainesTenues]) => ({
    employeId,
    semainesTenues,
    joursParAn: moyenneAnnuelleJours(semainesTenues, total),
  }));
}
