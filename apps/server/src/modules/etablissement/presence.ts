import {
  type CongesDuJour,
  DEMI_JOURNEE_LABELS,
  type EmployeEnConges,
  type EmployePresent,
  TYPES_CRENEAU_EFFECTIFS,
  type TypeAbsence,
  type TypeCreneau,
} from '@roulement/contract';
import { grouperParEmploye } from '../../lib/par-employe';

/** Where the morning ends and the afternoon begins, for half-day leave (décision 049). */
export const MIDI = 12 * 60;

export interface CreneauDuJour {
  employeId: number;
  nomComplet: string;
  type: TypeCreneau;
  heureDebut: number;
  heureFin: number;
}

export interface CongesLu {
  employeId: number;
  nomComplet: string;
  demiJournee: number;
  type: TypeAbsence;
}

interface Couverture {
  matin: boolean;
  apresMidi: boolean;
}

const couvre = (conges: readonly Pick<CongesLu, 'demiJournee'>[]): Couverture => ({
  matin: conges.some((c) => c.demiJournee !== 2),
  apresMidi: conges.some((c) => c.demiJournee !== 1),
});

/** A slot keeps its holder present when part of it lies in a half of the day not on leave. */
const creneauLibre = (c: Pick<CreneauDuJour, 'heureDebut' | 'heureFin'>, couverture: Couverture) =>
  (c.heureDebut < MIDI && !couverture.matin) || (c.heureFin > MIDI && !couverture.apresMidi);

/**
 * Whether a slot counts as effective given its holder's leave that day (the presence sheet's
 * rule, shared with the meal forecast and the payroll export).
 */
export const creneauNonCouvert = (
  c: Pick<CreneauDuJour, 'heureDebut' | 'heureFin'>,
  conges: readonly Pick<CongesLu, 'demiJournee'>[],
) => conges.length === 0 || creneauLibre(c, couvre(conges));

const versCongesDuJour = (c: CongesLu, demiJournee: number): CongesDuJour => ({
  type: c.type,
  demiJournee,
  demiJourneeLabel: DEMI_JOURNEE_LABELS[demiJournee as 0 | 1 | 2] ?? null,
});

/** The leave that names an absence: a full day before a half day, then the smallest type id. */
const principal = (conges: readonly CongesLu[]) =>
  [...conges].sort(
    (a, b) => Number(a.demiJournee !== 0) - Number(b.demiJournee !== 0) || a.type.congesTypeId - b.type.congesTypeId,
  )[0]!;

const parNom = <T extends { nomComplet: string; employeId: number }>(a: T, b: T) =>
  a.nomComplet.localeCompare(b.nomComplet, 'fr') || a.employeId - b.employeId;

/**
 * The presence sheet of a day (DOMAIN.md « Meals, presence, exports »): present = an effective
 * slot (work, extra hours, replacement, training) in a part of the day not covered by leave;
 * absent = on leave that day and not present. A half-day leave covers its half only (décision 049):
 * someone on leave in the morning who works in the afternoon is present, their half day noted.
 */
export function ficheDuJour(
  creneaux: readonly CreneauDuJour[],
  conges: readonly CongesLu[],
): { employesPresents: EmployePresent[]; employesEnConges: EmployeEnConges[] } {
  const creneauxParEmploye = grouperParEmploye(creneaux.filter((c) => TYPES_CRENEAU_EFFECTIFS.includes(c.type)));
  const congesParEmploye = grouperParEmploye(conges);
  const employesPresents: EmployePresent[] = [];
  for (const [employeId, liste] of creneauxParEmploye) {
    const sesConges = congesParEmploye.get(employeId) ?? [];
    if (!liste.some((c) => creneauLibre(c, couvre(sesConges)))) continue;
    const demi = sesConges[0];
    employesPresents.push({
      employeId,
      nomComplet: liste[0]!.nomComplet,
      conges: demi ? versCongesDuJour(demi, demi.demiJournee) : null,
    });
  }
  const presents = new Set(employesPresents.map((p) => p.employeId));
  const employesEnConges: EmployeEnConges[] = [];
  for (const [employeId, liste] of congesParEmploye) {
    if (presents.has(employeId)) continue;
    const couverture = couvre(liste);
    const demiJournee = couverture.matin && couverture.apresMidi ? 0 : couverture.matin ? 1 : 2;
    employesEnConges.push({
      employeId,
      nomComplet: liste[0]!.nomComplet,
      ...versCongesDuJour(principal(liste), demiJournee),
    });
  }
  return { employesPresents: employesPresents.sort(parNom), employesEnConges: employesEnConges.sort(parNom) };
}
