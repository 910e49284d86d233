import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { delegation } from '../../db/schema';

export type NouvelleDelegation = Pick<
  typeof delegation.$inferInsert,
  'delegantId' | 'delegataireId' | 'etablissementId' | 'dateDebut' | 'dateFin'
>;

export async function insertDelegation(db: DbOrTx, values: NouvelleDelegation): Promise<number> {
  const [row] = await db.insert(delegation).values(values).returning({ id: delegation.id });
  return row!.id;
}

/** Sets `revoqueeLe` once: false when another request revoked it first. */
export async function revoquerDelegationRow(db: DbOrTx, delegationId: number, maintenant: Date): Promise<boolean> {
  const rows = await db
    .update(delegation)
    .set({ revoqueeLe: maintenant })
    .where(and(eq(delegation.id, delegationId), isNull(delegation.revoqueeLe)))
    .returning({ id: delegation.id });
  return rows.length > 0;
}
