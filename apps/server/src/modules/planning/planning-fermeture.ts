import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creneau, jourDeRepos, publicationModele } from '../../db/schema';

/**
 * Spec §4: closing a service deletes all work planned after the closing date (every slot and rest
 * day), and publications stop there so the horizon job does not write past it.
 */
export async function supprimerPlanningApres(tx: DbOrTx, serviceId: number, date: string): Promise<number> {
  const supprimes = await tx
    .delete(creneau)
    .where(and(eq(creneau.serviceId, serviceId), gt(creneau.date, date)))
    .returning({ id: creneau.id });
  await tx.delete(jourDeRepos).where(and(eq(jourDeRepos.serviceId, serviceId), gt(jourDeRepos.date, date)));
  await tx
    .delete(publicationModele)
    .where(and(eq(publicationModele.serviceId, serviceId), gt(publicationModele.dateMiseEnApplication, date)));
  await tx
    .update(publicationModele)
    .set({ dateHorizon: sql`least(${publicationModele.dateHorizon}, ${date}::date)` })
    .where(eq(publicationModele.serviceId, serviceId));
  return supprimes.length;
}
