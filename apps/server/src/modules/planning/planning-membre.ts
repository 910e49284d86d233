import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creneau, jourDeRepos, modeleCreneau, modeleJourDeRepos } from '../../db/schema';

/**
 * What the member use cases do to the planning: the planning gives these to the service module's
 * port (`service/planning-des-membres.ts`) rather than the service writing planning tables itself.
 */

/** A replaced member's slots and rest days from `date`, and their template place, go to `vers`. */
export async function transfererPlanning(tx: DbOrTx, de: number, vers: number, date: string): Promise<void> {
  await tx
    .update(creneau)
    .set({ membreId: vers })
    .where(and(eq(creneau.membreId, de), gte(creneau.date, date)));
  await tx
    .update(jourDeRepos)
    .set({ membreId: vers })
    .where(and(eq(jourDeRepos.membreId, de), gte(jourDeRepos.date, date)));
  await tx.update(modeleCreneau).set({ membreId: vers }).where(eq(modeleCreneau.membreId, de));
  await tx.update(modeleJourDeRepos).set({ membreId: vers }).where(eq(modeleJourDeRepos.membreId, de));
}

/** A removed member's planning from `date` on, and their place in the template. */
export async function supprimerPlanningDepuis(tx: DbOrTx, membreId: number, date: string): Promise<void> {
  await tx.delete(creneau).where(and(eq(creneau.membreId, membreId), gte(creneau.date, date)));
  await tx.delete(jourDeRepos).where(and(eq(jourDeRepos.membreId, membreId), gte(jourDeRepos.date, date)));
  await tx.delete(modeleCreneau).where(eq(modeleCreneau.membreId, membreId));
  await tx.delete(modeleJourDeRepos).where(eq(modeleJourDeRepos.membreId, membreId));
}

/** Whether the member has planning history before `date` (then it is kept). */
export async function aDesCreneauxAvant(tx: DbOrTx, membreId: number, date: string): Promise<boolean> {
  const rows = await tx
    .select({ un: sql<number>`1` })
    .from(creneau)
    .where(and(eq(creneau.membreId, membreId), lt(creneau.date, date)))
    .limit(1);
  return rows.length > 0;
}
