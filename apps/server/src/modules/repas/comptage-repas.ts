import { type PlageRepas, TYPES_CRENEAU_EFFECTIFS, type TypeCreneau } from '@roulement/contract';
import { creneauNonCouvert } from '../etablissement/presence';

export interface CreneauRepas {
  employeId: number;
  serviceId: number;
  date: string;
  type: TypeCreneau;
  heureDebut: number;
  heureFin: number;
}

export interface CongesRepas {
  employeId: number;
  dateDebut: string;
  dateFin: string;
  demiJournee: number;
}

export interface Plages {
  midi: PlageRepas | null;
  soir: PlageRepas | null;
}

export interface Repas {
  midi: Set<number>;
  soir: Set<number>;
}

const chevauche = (c: { heureDebut: number; heureFin: number }, p: PlageRepas | null) =>
  p !== null && c.heureDebut < p.heureFin && c.heureFin > p.heureDebut;

/** The leave of an employee covering a day, looked up by employee then by range. */
export function congesDuJour(conges: readonly CongesRepas[]) {
  const parEmploye = new Map<number, CongesRepas[]>();
  for (const c of conges) {
    const liste = parEmploye.get(c.employeId) ?? [];
    parEmploye.set(c.employeId, liste);
    liste.push(c);
  }
  return (employeId: number, date: string) =>
    (parEmploye.get(employeId) ?? []).filter((c) => c.dateDebut <= date && c.dateFin >= date);
}

/** Whether the slot counts as presence: an effective type, not in a part of the day on leave. */
export function estEffectif(c: CreneauRepas, conges: (employeId: number, date: string) => readonly CongesRepas[]) {
  return TYPES_CRENEAU_EFFECTIFS.includes(c.type) && creneauNonCouvert(c, conges(c.employeId, c.date));
}

/**
 * DOMAIN.md « Meals, presence, exports »: an employee eats at work on a day when one of their
 * effective slots overlaps the meal range (touching its bounds is not overlapping). Keyed by a
 * grouping of the caller's choice (the day, or the day and the service); each employee counts
 * once per key and meal.
 */
export function compterRepas<K>(
  creneaux: readonly CreneauRepas[],
  conges: readonly CongesRepas[],
  plages: Plages,
  cle: (c: CreneauRepas) => K,
): Map<K, Repas> {
  const couverts = congesDuJour(conges);
  const repas = new Map<K, Repas>();
  for (const c of creneaux) {
    if (!estEffectif(c, couverts)) continue;
    const k = cle(c);
    const r = repas.get(k) ?? { midi: new Set<number>(), soir: new Set<number>() };
    repas.set(k, r);
    if (chevauche(c, plages.midi)) r.midi.add(c.employeId);
    if (chevauche(c, plages.soir)) r.soir.add(c.employeId);
  }
  return repas;
}
