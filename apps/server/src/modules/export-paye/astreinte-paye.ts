import { and, count, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { astreinte } from '../../db/schema';

/**
 * On-call days of these employees within [du, au] (the JOURS_ASTREINTE column): the days of the
 * on-call roster (one person per establishment and day) they hold, in any establishment. One
 * statement on the (employe_id, jour) index.
 */
export async function joursAstreinteParEmploye(
  db: DbOrTx,
  employeIds: readonly number[],
  du: string,
  au: string,
): Promise<Map<number, number>> {
  if (employeIds.length === 0) return new Map();
  const rows = await db
    .select({ employeId: astreinte.employeId, jours: count() })
    .from(astreinte)
    .where(and(inArray(astreinte.employeId, [...employeIds]), gte(astreinte.jour, du), lte(astreinte.jour, au)))
    .groupBy(astreinte.employeId);
  return new Map(rows.map((r) => [r.employeId, Number(r.jours)]));
}
