import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creneau, jourDeRepos, publicationModele } from '../../db/schema';

/**
 * Clears the way for a publication from `date`: the slots earlier publications wrote, every rest
 * day and the publications starting then or later go; earlier publications end the day before.
 */
export async function deletePublieDepuis(tx: DbOrTx, serviceId: number, date: string, veille: string): Promise<void> {
  await tx
    .delete(creneau)
    .where(and(eq(creneau.serviceId, serviceId), gte(creneau.date, date), eq(creneau.origine, 'MODELE')));
  await tx.delete(jourDeRepos).where(and(eq(jourDeRepos.serviceId, serviceId), gte(jourDeRepos.date, date)));
  await tx
    .delete(publicationModele)
    .where(and(eq(publicationModele.serviceId, serviceId), gte(publicationModele.dateMiseEnApplication, date)));
  await tx
    .update(publicationModele)
    .set({ dateHorizon: sql`least(${publicationModele.dateHorizon}, ${veille}::date)` })
    .where(eq(publicationModele.serviceId, serviceId));
}

export async function insertPublication(tx: DbOrTx, values: typeof publicationModele.$inferInsert): Promise<number> {
  const [row] = await tx.insert(publicationModele).values(values).returning({ id: publicationModele.id });
  return row!.id;
}

export async function updateHorizon(tx: DbOrTx, publicationId: number, dateHorizon: string): Promise<void> {
  await tx.update(publicationModele).set({ dateHorizon }).where(eq(publicationModele.id, publicationId));
}
