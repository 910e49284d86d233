import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heureCredit } from '../../db/schema';

export type HeureCreditRow = typeof heureCredit.$inferSelect;

export function listHeureCredits(db: DbOrTx, employeIds: number[]) {
  return db
    .select()
    .from(heureCredit)
    .where(inArray(heureCredit.employeId, employeIds))
    .orderBy(asc(heureCredit.date), asc(heureCredit.id));
}

export async function insertHeureCredit(db: DbOrTx, values: typeof heureCredit.$inferInsert): Promise<number> {
  const [row] = await db.insert(heureCredit).values(values).returning({ id: heureCredit.id });
  return row!.id;
}

export async function insertHeureCredits(db: DbOrTx, values: (typeof heureCredit.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(heureCredit).values(values).returning({ id: heureCredit.id });
  return rows.map((r) => r.id);
}

export async function updateHeureCredit(db: DbOrTx, id: number, values: { date: string; minutes: number }) {
  await db.update(heureCredit).set(values).where(eq(heureCredit.id, id));
}
