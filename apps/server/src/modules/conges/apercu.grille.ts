import type { ApercuAbsence, ApercuEmploye, ApercuJour, Periode } from '@roulement/contract';
import { isoDepuisJour, jourDepuisIso } from '../../lib/jours';
import type { CongesApercuRow, EmployeApercuRow } from './apercu.lecture';

/** Morning halves first, then whole days, afternoon halves last: the order of `premier`/`second`. */
const RANG_DEMI_JOURNEE: Record<number, number> = { 1: 0, 0: 1, 2: 2 };

const absenceDe = (c: CongesApercuRow): ApercuAbsence => ({
  congesTypeId: c.congesTypeId,
  couleur: c.couleur,
  shortLabel: c.shortLabel,
  demiJournee: c.demiJournee,
});

/** The day of several leaves (decision 047): the first two in morning-to-afternoon order. */
function jourDe(leaves: CongesApercuRow[]): ApercuJour {
  const tries = [...leaves].sort(
    (a, b) =>
      (RANG_DEMI_JOURNEE[a.demiJournee] ?? 1) - (RANG_DEMI_JOURNEE[b.demiJournee] ?? 1) || a.congesId - b.congesId,
  );
  const [premier, second] = tries;
  return { premier: absenceDe(premier!), second: second ? absenceDe(second) : null };
}

const collator = new Intl.Collator('fr');

/**
 * The leave overview of a period: one row per employee (by name, French order), each day of
 * [dateDebut, dateFin] that has leave keyed by its date. Leave outside the period is cut to it.
 * Days are counted as integers: a hundred employees times a month's leave stay cheap.
 */
export function construireApercu(
  employes: readonly EmployeApercuRow[],
  leaves: readonly CongesApercuRow[],
  { dateDebut, dateFin }: Periode,
): ApercuEmploye[] {
  const debut = jourDepuisIso(dateDebut);
  const fin = jourDepuisIso(dateFin);
  const parEmploye = new Map<number, Map<number, CongesApercuRow[]>>();
  for (const c of leaves) {
    const jours = parEmploye.get(c.employeId) ?? new Map<number, CongesApercuRow[]>();
    parEmploye.set(c.employeId, jours);
    const dernier = Math.min(fin, jourDepuisIso(c.dateFin));
    for (let j = Math.max(debut, jourDepuisIso(c.dateDebut)); j <= dernier; j++) {
      const du = jours.get(j);
      if (du) du.push(c);
      else jours.set(j, [c]);
    }
  }
  const uniques = new Map(employes.map((e) => [e.employeId, e]));
  return [...uniques.values()]
    .sort((a, b) => collator.compare(a.nom, b.nom) || collator.compare(a.prenom, b.prenom) || a.employeId - b.employeId)
    .map((e) => {
      const absences: Record<string, ApercuJour> = {};
      for (const [j, du] of [...(parEmploye.get(e.employeId) ?? [])].sort(([a], [b]) => a - b)) {
        absences[isoDepuisJour(j)] = jourDe(du);
      }
      return { employeId: e.employeId, nomComplet: `${e.prenom} ${e.nom}`, absences };
    });
}
