import { type CongesDuJourUtilisateur, DEMI_JOURNEE_LABELS, type JourFerie } from '@roulement/contract';
import { joursFeries } from '../calendrier/jours-feries';
import { type CongesAvecType, joursCouverts } from '../employe/indisponibilites';

/**
 * Each day of [du, au] that the employees' leave covers, with its type, in the memberships' order.
 * Two memberships of one employee count its leave once.
 */
export function congesDesJours(
  membres: readonly { employeId: number }[],
  conges: ReadonlyMap<number, readonly CongesAvecType[]>,
  du: string,
  au: string,
): CongesDuJourUtilisateur[] {
  const vus = new Set<number>();
  const jours: CongesDuJourUtilisateur[] = [];
  for (const m of membres) {
    if (vus.has(m.employeId)) continue;
    vus.add(m.employeId);
    for (const { dateDebut, dateFin, demiJournee, type } of conges.get(m.employeId) ?? []) {
      const demi = demiJournee === 1 || demiJournee === 2 ? demiJournee : 0;
      for (const date of joursCouverts([[dateDebut, dateFin]], du, au)) {
        jours.push({
          date,
          type,
          demiJournee: demi,
          demiJourneeLabel: DEMI_JOURNEE_LABELS[demi],
        });
      }
    }
  }
  return jours.sort((a, b) => a.date.localeCompare(b.date) || a.demiJournee - b.demiJournee);
}

/** The public holidays of [du, au] (a week may straddle two years). */
export function feriesDesJours(du: string, au: string): JourFerie[] {
  const annees = [...new Set([Number(du.slice(0, 4)), Number(au.slice(0, 4))])];
  return annees.flatMap(joursFeries).filter((f) => f.date >= du && f.date <= au);
}
