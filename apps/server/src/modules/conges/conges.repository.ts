import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rencontre } from '../../db/conditions';
import { conges, congesCredit, congesType } from '../../db/schema';

export type CongesTypeRow = typeof congesType.$inferSelect;
export type CongesRow = typeof conges.$inferSelect;
export type CongesCreditRow = typeof congesCredit.$inferSelect;

export function listCongesTypes(db: DbOrTx): Promise<CongesTypeRow[]> {
  return db.select().from(congesType).orderBy(asc(congesType.id));
}

export async function findCongesType(db: DbOrTx, id: number): Promise<CongesTypeRow | undefined> {
  const [row] = await db.select().from(congesType).where(eq(congesType.id, id));
  return row;
}

export async function findConges(db: DbOrTx, id: number): Promise<CongesRow | undefined> {
  const [row] = await db.select().from(conges).where(eq(conges.id, id));
  return row;
}

export async function findCredit(db: DbOrTx, id: number): Promise<CongesCreditRow | undefined> {
  const [row] = await db.select().from(congesCredit).where(eq(congesCredit.id, id));
  return row;
}

/** The employee's other leave meeting [dateDebut, dateFin], with their type's label. */
export function listCongesChevauchants(
  db: DbOrTx,
  employeId: number,
  periode: { dateDebut: string; dateFin: string },
  saufId?: number,
) {
  return db
    .select({ conges, label: congesType.label })
    .from(conges)
    .innerJoin(congesType, eq(congesType.id, conges.congesTypeId))
    .where(
      and(
        eq(conges.employeId, employeId),
        rencontre(conges, periode.dateDebut, periode.dateFin),
        saufId === undefined ? undefined : ne(conges.id, saufId),
      ),
    )
    .orderBy(asc(conges.dateDebut));
}

/** The ledger of one balance: the employee's credits and leave of that type. */
export async function listMouvements(db: DbOrTx, employeId: number, congesTypeId: number) {
  const credits = await db
    .select({
      id: congesCredit.id,
      date: congesCredit.date,
      nbJours: congesCredit.nbJours,
      dateExpiration: congesCredit.dateExpiration,
    })
    .from(congesCredit)
    .where(and(eq(congesCredit.employeId, employeId), eq(congesCredit.congesTypeId, congesTypeId)))
    .orderBy(asc(congesCredit.date), asc(congesCredit.id));
  const leave = await db
    .select({ id: conges.id, date: conges.dateDebut, nbJours: conges.nbJours })
    .from(conges)
    .where(and(eq(conges.employeId, employeId), eq(conges.congesTypeId, congesTypeId)))
    .orderBy(asc(conges.dateDebut), asc(conges.id));
  return { credits, conges: leave };
}

export async function insertConges(db: DbOrTx, values: typeof conges.$inferInsert): Promise<CongesRow> {
  const [row] = await db.insert(conges).values(values).returning();
  if (!row) throw new Error('insert conges returned nothing');
  return row;
}

export async function updateConges(
  db: DbOrTx,
  id: number,
  values: Omit<typeof conges.$inferInsert, 'id' | 'employeId' | 'demandeCongesId' | 'dateDemande'>,
): Promise<void> {
  await db.update(conges).set(values).where(eq(conges.id, id));
}

export async function deleteConges(db: DbOrTx, id: number): Promise<void> {
  await db.delete(conges).where(eq(conges.id, id));
}

export async function insertCredits(db: DbOrTx, rows: (typeof congesCredit.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await db.insert(congesCredit).values(rows).returning({ id: congesCredit.id })).map((r) => r.id);
}

export async function updateCredit(
  db: DbOrTx,
  id: number,
  values: Omit<typeof congesCredit.$inferInsert, 'id' | 'employeId'>,
): Promise<void> {
  await db.update(congesCredit).set(values).where(eq(congesCredit.id, id));
}

export async function deleteCredit(db: DbOrTx, id: number): Promise<void> {
  await db.delete(congesCredit).where(eq(congesCredit.id, id));
}
