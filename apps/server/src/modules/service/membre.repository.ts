import { and, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enCoursLe } from '../../db/conditions';
import type { Parametre } from '../../db/requetes';
import { membre } from '../../db/schema';

/** A date or a prepared statement's placeholder. */
export type DateParam = string | Parametre;

/** Still in the service on `date`. */
export const actifLe = (date: DateParam) => enCoursLe(membre.dateFin, date);

export async function findMembreActifDeEmploye(
  db: DbOrTx,
  serviceId: number,
  employeId: number,
  date: string,
  saufMembreId = 0,
) {
  const [row] = await db
    .select({ id: membre.id })
    .from(membre)
    .where(
      and(eq(membre.serviceId, serviceId), eq(membre.employeId, employeId), actifLe(date), ne(membre.id, saufMembreId)),
    );
  return row;
}

export async function insertMembre(db: DbOrTx, values: typeof membre.$inferInsert): Promise<number> {
  const [row] = await db.insert(membre).values(values).returning({ id: membre.id });
  return row!.id;
}

export async function updateMembre(db: DbOrTx, membreId: number, values: Partial<typeof membre.$inferInsert>) {
  await db.update(membre).set(values).where(eq(membre.id, membreId));
}

/** Memberships declared with a new employee (POST /employe). */
export async function insertMembres(db: DbOrTx, rows: (typeof membre.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(membre).values(rows);
}

export async function deleteMembre(db: DbOrTx, membreId: number) {
  await db.delete(membre).where(eq(membre.id, membreId));
}

export async function employeIdsOfMembres(db: DbOrTx, membreIds: number[]) {
  if (membreIds.length === 0) return [];
  return db
    .select({ membreId: membre.id, employeId: membre.employeId })
    .from(membre)
    .where(inArray(membre.id, membreIds));
}

/** Every member the service ever had, with the last day of those who left. */
export function listFinsDesMembres(db: DbOrTx, serviceId: number) {
  return db.select({ id: membre.id, dateFin: membre.dateFin }).from(membre).where(eq(membre.serviceId, serviceId));
}

/**
 * The employee's latest membership of the service that ended on a later day than `depuis`, with no
 * weekly hours: the one an accepted offer made them (decision 114), which a later offer extends.
 */
export async function findMembrePonctuel(db: DbOrTx, serviceId: number, employeId: number, depuis: string) {
  const [row] = await db
    .select({ id: membre.id })
    .from(membre)
    .where(
      and(
        eq(membre.serviceId, serviceId),
        eq(membre.employeId, employeId),
        eq(membre.heuresHebdo, 0),
        gte(membre.dateFin, depuis),
      ),
    )
    .orderBy(desc(membre.dateFin))
    .limit(1);
  return row;
}
