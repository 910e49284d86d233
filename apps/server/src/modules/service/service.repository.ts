import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { service } from '../../db/schema';

export async function insertService(
  db: DbOrTx,
  values: { nom: string; chefDeServiceId: number; etablissementId: number },
): Promise<number> {
  const [row] = await db.insert(service).values(values).returning({ id: service.id });
  return row!.id;
}

export async function updateService(
  db: DbOrTx,
  serviceId: number,
  values: Partial<typeof service.$inferInsert>,
): Promise<void> {
  await db.update(service).set(values).where(eq(service.id, serviceId));
}

/** Members, slots, rest days, template and publications go with it (foreign keys cascade). */
export async function deleteService(db: DbOrTx, serviceId: number): Promise<void> {
  await db.delete(service).where(eq(service.id, serviceId));
}

export function listServicesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: service.id, etablissementId: service.etablissementId })
    .from(service)
    .where(inArray(service.id, ids));
}
