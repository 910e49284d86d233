import type { AstreinteHebdomadaire, ResumeEmploye } from '@roulement/contract';

/** Spec §4: one person on all 7 days → the week shows as a week selection (that person). */
export function personneDeLaSemaine(semaine: AstreinteHebdomadaire): number | null {
  const ids = Array.from({ length: 7 }, (_, i) => semaine.planningDeLaSemaine[String(i + 1)] ?? null);
  return ids[0] !== null && ids.every((id) => id === ids[0]) ? ids[0]! : null;
}

/** Balance of a card: what is done and planned, less what is due (positive = more than due). */
export function soldeDe(
  e: Pick<ResumeEmploye, 'nbJoursDusPourLannee' | 'nbJoursFaitsADate' | 'nbJoursPrevusSurLeTempsRestant'>,
) {
  // `|| 0`: no « -0 » on a card.
  return Math.round(e.nbJoursFaitsADate + e.nbJoursPrevusSurLeTempsRestant - e.nbJoursDusPourLannee) || 0;
}

/** The cards of one page, and how many pages there are (spec §9: 3 per page). */
export function pageDeCartes<T>(cartes: readonly T[], page: number, parPage: number) {
  const pages = Math.max(1, Math.ceil(cartes.length / parPage));
  const courante = Math.min(Math.max(0, page), pages - 1);
  return { cartes: cartes.slice(courante * parPage, (courante + 1) * parPage), pages, courante };
}

/** The day's date in a week: Monday's date plus (jourId − 1). */
export function dateDuJour(lundi: string, jourId: number): string {
  const [a, m, j] = lundi.split('-').map(Number);
  const d = new Date(Date.UTC(a!, m! - 1, j! + jourId - 1));
  return d.toISOString().slice(0, 10);
}
