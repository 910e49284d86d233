import { ajouterJours } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import { listCongesAvecType, listPeriodesDeConges } from './conges.repository';

/** The days of [du, au] that these leave periods cover. */
export function joursCouverts(periodes: readonly (readonly [string, string])[], du: string, au: string): Set<string> {
  const jours = new Set<string>();
  for (const [dateDebut, dateFin] of periodes) {
    const debut = dateDebut > du ? dateDebut : du;
    const fin = dateFin < au ? dateFin : au;
    for (let d = debut; d <= fin; d = ajouterJours(d, 1)) jours.add(d);
  }
  return jours;
}

function parEmploye<R extends { employeId: number }>(rows: readonly R[]): Map<number, R[]> {
  const parEmploye = new Map<number, R[]>();
  for (const r of rows) {
    const liste = parEmploye.get(r.employeId) ?? [];
    parEmploye.set(r.employeId, liste);
    liste.push(r);
  }
  return parEmploye;
}

/** The leave periods of employees meeting [du, au], by employee, in their order of start. */
export async function periodesDeConges(
  db: DbOrTx,
  employeIds: readonly number[],
  du: string,
  au: string,
): Promise<Map<number, [string, string][]>> {
  if (employeIds.length === 0) return new Map();
  const rows = parEmploye(await listPeriodesDeConges(db, [...new Set(employeIds)], du, au));
  return new Map([...rows].map(([employeId, liste]) => [employeId, liste.map((c) => [c.dateDebut, c.dateFin])]));
}

/**
 * Days of unavailability (leave) of employees between two dates, by employee. Any leave counts,
 * a half day included: its slot still needs covering (decision 022). The service and planning
 * domains read the leave table through this function.
 */
export async function joursIndisponibles(
  db: DbOrTx,
  employeIds: readonly number[],
  du: string,
  au: string,
): Promise<Map<number, Set<string>>> {
  const periodes = await periodesDeConges(db, employeIds, du, au);
  return new Map([...periodes].map(([employeId, liste]) => [employeId, joursCouverts(liste, du, au)]));
}

export type CongesAvecType = Awaited<ReturnType<typeof listCongesAvecType>>[number];

/** The leave of employees meeting [du, au] with its type, by employee, in their order of start. */
export async function congesAvecType(
  db: DbOrTx,
  employeIds: readonly number[],
  du: string,
  au: string,
): Promise<Map<number, CongesAvecType[]>> {
  if (employeIds.length === 0) return new Map();
  return parEmploye(await listCongesAvecType(db, [...new Set(employeIds)], du, au));
}
