import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creneauEffectif } from '../../db/conditions';
import { creneau, membre } from '../../db/schema';

/**
 * The days of [du, au] where the employee has effective slots, which PLANNING leave counting counts
 * (decompte.ts). Read here from the planning's tables: the planning reads leave, so leave cannot
 * ask the planning module. One query.
 */
export async function joursTravailles(db: DbOrTx, employeId: number, du: string, au: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ date: creneau.date })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .where(and(eq(membre.employeId, employeId), gte(creneau.date, du), lte(creneau.date, au), creneauEffectif));
  return new Set(rows.map((r) => r.date));
}
