import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { employe } from '../../../db/schema';

/** Locks the employees whose records an import changes, before its plan is computed again. */
export async function verrouillerEmployes(tx: Tx, employeIds: number[]): Promise<void> {
  if (employeIds.length === 0) return;
  await tx.select({ id: employe.id }).from(employe).where(inArray(employe.id, employeIds)).for('update');
}
