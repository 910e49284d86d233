import { ajouterJours } from '@roulement/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rencontre } from '../../db/conditions';
import { parametre, parmi } from '../../db/requetes';
import { conges, congesType } from '../../db/schema';
import { parBase } from '../../lib/par-base';
import { grouperParEmploye } from '../../lib/par-employe';

/*
 * An employee's leave as the other domains see it: days they are not available. The `conges` module
 * writes the leave; the employee, service and planning domains, below and beside it, read it here
 * (decision 099).
 */

/** Leave periods of these employees meeting [du, au]. */
function listPeriodesDeConges(db: DbOrTx, employeIds: number[], du: string, au: string) {
  return db
    .select({ employeId: conges.employeId, dateDebut: conges.dateDebut, dateFin: conges.dateFin })
    .from(conges)
    .where(and(inArray(conges.employeId, employeIds), rencontre(conges, du, au)))
    .orderBy(asc(conges.dateDebut), asc(conges.id));
}

/**
 * Leave of these employees meeting [du, au] with the type it shows in (/planning's colours): every
 * week screen reads it, so it is prepared once per database.
 */
const congesAvecTypePrepares = parBase((db: DbOrTx) =>
  db
    .select({
      employeId: conges.employeId,
      dateDebut: conges.dateDebut,
      dateFin: conges.dateFin,
      demiJournee: conges.demiJournee,
      type: {
        congesTypeId: congesType.id,
        label: congesType.label,
        shortLabel: congesType.shortLabel,
        couleur: congesType.couleur,
      },
    })
    .from(conges)
    .innerJoin(congesType, eq(congesType.id, conges.congesTypeId))
    .where(and(parmi(conges.employeId, 'ids'), rencontre(conges, parametre('du'), parametre('au'))))
    .orderBy(asc(conges.dateDebut), asc(conges.id))
    .prepare('conges_avec_type'),
);

function listCongesAvecType(db: DbOrTx, ids: number[], du: string, au: string) {
  return congesAvecTypePrepares(db).execute({ ids, du, au });
}

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

/** The leave periods of employees meeting [du, au], by employee, in their order of start. */
export async function periodesDeConges(
  db: DbOrTx,
  employeIds: readonly number[],
  du: string,
  au: string,
): Promise<Map<number, [string, string][]>> {
  if (employeIds.length === 0) return new Map();
  const rows = grouperParEmploye(await listPeriodesDeConges(db, [...new Set(employeIds)], du, au));
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
  return grouperParEmploye(await listCongesAvecType(db, [...new Set(employeIds)], du, au));
}
