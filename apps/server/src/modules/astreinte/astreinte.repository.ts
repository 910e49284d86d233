import { and, between, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { astreinte, redirectionAstreinte } from '../../db/schema';
import { verrouiller } from '../../db/verrous';

/** Queries on the on-call tables only (the roster and the redirection journal). */

const VERROU_ASTREINTE = 727_013;

/**
 * Serialises the writers of one establishment's roster for the transaction: a publication and a
 * day edit cannot interleave (the unique key would refuse the loser anyway, with a 500).
 */
export async function verrouillerPlanning(tx: Tx, etablissementId: number): Promise<void> {
  await verrouiller(tx, VERROU_ASTREINTE, etablissementId);
}

/** Writes the days, replacing their person; a roster is at most two years (3 parameters a day). */
export async function upsertJours(tx: Tx, etablissementId: number, jours: { jour: string; employeId: number }[]) {
  if (jours.length === 0) return;
  await tx
    .insert(astreinte)
    .values(jours.map((j) => ({ etablissementId, ...j })))
    .onConflictDoUpdate({
      target: [astreinte.etablissementId, astreinte.jour],
      set: { employeId: sql`excluded.employe_id` },
    });
}

export async function deleteJours(tx: Tx, etablissementId: number, du: string, au: string) {
  const rows = await tx
    .delete(astreinte)
    .where(and(eq(astreinte.etablissementId, etablissementId), between(astreinte.jour, du, au)))
    .returning({ jour: astreinte.jour });
  return rows.length;
}

export type RedirectionInsert = typeof redirectionAstreinte.$inferInsert;
export type RedirectionRow = typeof redirectionAstreinte.$inferSelect;

export async function insertRedirection(db: DbOrTx, values: RedirectionInsert): Promise<RedirectionRow> {
  const [row] = await db.insert(redirectionAstreinte).values(values).returning();
  return row!;
}

export async function updateRedirection(
  db: DbOrTx,
  id: number,
  values: Pick<RedirectionInsert, 'statut' | 'erreur' | 'tentatives'>,
): Promise<RedirectionRow> {
  const [row] = await db.update(redirectionAstreinte).set(values).where(eq(redirectionAstreinte.id, id)).returning();
  return row!;
}
