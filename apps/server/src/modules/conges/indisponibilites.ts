import { ajouterJours } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import { listPeriodesDeConges } from './conges.repository';

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
  const parEmploye = new Map<number, Set<string>>();
  if (employeIds.length === 0) return parEmploye;
  const rows = await listPeriodesDeConges(db, [...new Set(employeIds)], du, au);
  const periodes = new Map<number, [string, string][]>();
  for (const r of rows) {
    const liste = periodes.get(r.employeId) ?? [];
    periodes.set(r.employeId, liste);
    liste.push([r.dateDebut, r.dateFin]);
  }
  for (const [employeId, liste] of periodes) parEmploye.set(employeId, joursCouverts(liste, du, au));
  return parEmploye;
}
