import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demandeHeuresSupp, demandeRecuperation, demandeRecuperationLigne } from '../../db/schema';

/** The payloads of overtime and recovery requests (their `demande` row is the core's). */

export type DemandeHeuresSuppRow = typeof demandeHeuresSupp.$inferSelect;
export type DemandeRecuperationRow = typeof demandeRecuperation.$inferSelect;
export type LigneRecuperationRow = typeof demandeRecuperationLigne.$inferSelect;

export async function insertDemandeHeuresSupp(db: DbOrTx, row: DemandeHeuresSuppRow): Promise<void> {
  await db.insert(demandeHeuresSupp).values(row);
}

export async function insertDemandeRecuperation(
  db: DbOrTx,
  row: DemandeRecuperationRow,
  lignes: readonly Omit<LigneRecuperationRow, 'id' | 'demandeId'>[],
): Promise<void> {
  await db.insert(demandeRecuperation).values(row);
  if (lignes.length === 0) return;
  await db.insert(demandeRecuperationLigne).values(lignes.map((l) => ({ ...l, demandeId: row.demandeId })));
}

export async function findDemandeHeuresSupp(db: DbOrTx, demandeId: number): Promise<DemandeHeuresSuppRow | undefined> {
  const [row] = await db.select().from(demandeHeuresSupp).where(eq(demandeHeuresSupp.demandeId, demandeId));
  return row;
}

export async function findDemandeRecuperation(
  db: DbOrTx,
  demandeId: number,
): Promise<(DemandeRecuperationRow & { lignes: LigneRecuperationRow[] }) | undefined> {
  const [row] = await db.select().from(demandeRecuperation).where(eq(demandeRecuperation.demandeId, demandeId));
  if (!row) return undefined;
  return { ...row, lignes: await listLignesRecuperation(db, demandeId) };
}

/** The slots a recovery request takes back, by day and start. */
export function listLignesRecuperation(db: DbOrTx, demandeId: number) {
  return db
    .select()
    .from(demandeRecuperationLigne)
    .where(eq(demandeRecuperationLigne.demandeId, demandeId))
    .orderBy(
      asc(demandeRecuperationLigne.date),
      asc(demandeRecuperationLigne.heureDebut),
      asc(demandeRecuperationLigne.id),
    );
}
