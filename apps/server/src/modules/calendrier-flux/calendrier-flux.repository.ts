import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fluxCalendrier } from '../../db/schema';

export type FluxCalendrierRow = typeof fluxCalendrier.$inferSelect;

export async function findFluxByUtilisateur(db: DbOrTx, utilisateurId: number): Promise<FluxCalendrierRow | undefined> {
  const [row] = await db.select().from(fluxCalendrier).where(eq(fluxCalendrier.utilisateurId, utilisateurId));
  return row;
}

/** The user's first feed; undefined when another request created it first (read it then). */
export async function insertFlux(
  db: DbOrTx,
  values: { utilisateurId: number; graine: string; jetonHash: string },
): Promise<FluxCalendrierRow | undefined> {
  const [row] = await db.insert(fluxCalendrier).values(values).onConflictDoNothing().returning();
  return row;
}

/** A new seed and hash: the row keeps its user, and the old token no longer matches anything. */
export async function remplacerFlux(
  db: DbOrTx,
  values: { utilisateurId: number; graine: string; jetonHash: string },
  maintenant: Date,
): Promise<FluxCalendrierRow> {
  const [row] = await db
    .insert(fluxCalendrier)
    .values({ ...values, creeLe: maintenant })
    .onConflictDoUpdate({
      target: fluxCalendrier.utilisateurId,
      set: { graine: values.graine, jetonHash: values.jetonHash, creeLe: maintenant },
    })
    .returning();
  return row!;
}
