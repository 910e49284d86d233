import { ajouterJours, type Creneau, TYPES_CRENEAU_EFFECTIFS } from '@roulement/contract';

const MINUIT = 24 * 60;

/**
 * The minutes actually worked in the week: presence (spec §9, recovery is not), leaving out the
 * slots of a day of leave, as the service's hours counter does (decision 022).
 */
export const minutesTravaillees = (creneaux: readonly Creneau[]): number =>
  creneaux
    .filter((c) => TYPES_CRENEAU_EFFECTIFS.includes(c.type) && !c.indisponible)
    .reduce((total, c) => total + c.heureFin.valeur - c.heureDebut.valeur, 0);

/** One card of Mon planning: a slot, and the next morning's part of it when it runs past midnight. */
export interface CarteCreneau {
  creneau: Creneau;
  suite?: Creneau;
}

const ordre = (a: Creneau, b: Creneau) =>
  a.heureDebut.valeur - b.heureDebut.valeur || a.heureFin.valeur - b.heureFin.valeur;

/**
 * The week's cards by day. A night is stored as two slots, until midnight and from midnight on the
 * next day: the employee sees it as one, on the evening it starts.
 */
export function cartesParJour(creneaux: readonly Creneau[]): Map<string, CarteCreneau[]> {
  const suites = new Map<Creneau, Creneau>();
  const pris = new Set<Creneau>();
  for (const c of creneaux) {
    if (c.heureFin.valeur !== MINUIT) continue;
    const lendemain = ajouterJours(c.date, 1);
    const suite = creneaux.find(
      (n) =>
        !pris.has(n) &&
        n.date === lendemain &&
        n.heureDebut.valeur === 0 &&
        n.membreId === c.membreId &&
        n.type === c.type,
    );
    if (suite) {
      suites.set(c, suite);
      pris.add(suite);
    }
  }
  const parJour = new Map<string, CarteCreneau[]>();
  for (const c of [...creneaux].sort(ordre)) {
    if (pris.has(c)) continue;
    const suite = suites.get(c);
    const jour = parJour.get(c.date) ?? [];
    parJour.set(c.date, jour);
    jour.push(suite ? { creneau: c, suite } : { creneau: c });
  }
  return parJour;
}
