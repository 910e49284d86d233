import { ajouterJours } from '@roulement/contract';
import { type AnyColumn, and, gte, inArray, lte, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conges } from '../../db/schema';

/** Leave periods of the member's employee overlapping [du, au], as one JSON column of a member query. */
export const periodesDeConges = (employeId: AnyColumn, du: string | Placeholder, au: string | Placeholder) =>
  sql<
    [string, string][]
  >`(select coalesce(json_agg(json_build_array(${conges.dateDebut}, ${conges.dateFin})), '[]'::json) from ${conges} where ${conges.employeId} = ${employeId} and ${conges.dateDebut} <= ${au} and ${conges.dateFin} >= ${du})`;

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
 * a half day included: its slot still needs covering (decision 022). The leave table belongs to
 * the `conges` domain; this one read stays here until that domain offers it as a service function.
 */
export async function joursIndisponibles(
  db: DbOrTx,
  employeIds: readonly number[],
  du: string,
  au: string,
): Promise<Map<number, Set<string>>> {
  const parEmploye = new Map<number, Set<string>>();
  if (employeIds.length === 0) return parEmploye;
  const rows = await db
    .select({ employeId: conges.employeId, dateDebut: conges.dateDebut, dateFin: conges.dateFin })
    .from(conges)
    .where(
      and(inArray(conges.employeId, [...new Set(employeIds)]), lte(conges.dateDebut, au), gte(conges.dateFin, du)),
    );
  for (const r of rows) {
    const jours = parEmploye.get(r.employeId) ?? new Set<string>();
    parEmploye.set(r.employeId, jours);
    const debut = r.dateDebut > du ? r.dateDebut : du;
    const fin = r.dateFin < au ? r.dateFin : au;
    for (let d = debut; d <= fin; d = ajouterJours(d, 1)) jours.add(d);
  }
  return parEmploye;
}
