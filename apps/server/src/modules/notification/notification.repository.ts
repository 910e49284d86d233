import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { abonnementPush, pushSortant } from '../../db/schema';

export type AbonnementRow = typeof abonnementPush.$inferSelect;

export async function listAbonnements(db: DbOrTx, utilisateurId: number): Promise<AbonnementRow[]> {
  return db
    .select()
    .from(abonnementPush)
    .where(eq(abonnementPush.utilisateurId, utilisateurId))
    .orderBy(abonnementPush.id);
}

export async function findAbonnementByEndpoint(db: DbOrTx, endpoint: string): Promise<AbonnementRow | undefined> {
  const [row] = await db.select().from(abonnementPush).where(eq(abonnementPush.endpoint, endpoint));
  return row;
}

/** Subscribes the device, or takes it over (new keys, new owner) when its endpoint is known. */
export async function upsertAbonnement(
  db: DbOrTx,
  values: Omit<typeof abonnementPush.$inferInsert, 'id' | 'creeLe'>,
): Promise<AbonnementRow> {
  const [row] = await db
    .insert(abonnementPush)
    .values(values)
    .onConflictDoUpdate({
      target: abonnementPush.endpoint,
      set: {
        utilisateurId: values.utilisateurId,
        p256dh: values.p256dh,
        auth: values.auth,
        appareil: values.appareil,
        evenements: values.evenements,
      },
    })
    .returning();
  return row!;
}

export async function updateEvenements(db: DbOrTx, id: number, evenements: string[]): Promise<AbonnementRow> {
  const [row] = await db.update(abonnementPush).set({ evenements }).where(eq(abonnementPush.id, id)).returning();
  return row!;
}

/** Its waiting pushes go with it (cascade). */
export async function deleteAbonnement(db: DbOrTx, id: number): Promise<void> {
  await db.delete(abonnementPush).where(eq(abonnementPush.id, id));
}

export async function insertPushs(
  db: DbOrTx,
  rows: readonly { abonnementId: number; titre: string; lien: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(pushSortant).values([...rows]);
}

const RESERVATION_MS = 2 * 60_000;

/**
 * Claims due pushes as the mail worker claims mails: `skip locked` and a pushed-back
 * `prochainEssai` keep concurrent workers on disjoint rows, and a crashed worker's rows come back.
 */
export async function reserverPushsDus(db: DbOrTx, maintenant: Date, lot: number) {
  const dus = db
    .select({ id: pushSortant.id })
    .from(pushSortant)
    .where(and(eq(pushSortant.statut, 'A_ENVOYER'), lte(pushSortant.prochainEssai, maintenant)))
    .orderBy(pushSortant.prochainEssai, pushSortant.id)
    .limit(lot)
    .for('update', { skipLocked: true });
  return db
    .update(pushSortant)
    .set({
      tentatives: sql`${pushSortant.tentatives} + 1`,
      prochainEssai: new Date(maintenant.getTime() + RESERVATION_MS),
    })
    .where(inArray(pushSortant.id, dus))
    .returning({
      id: pushSortant.id,
      abonnementId: pushSortant.abonnementId,
      titre: pushSortant.titre,
      lien: pushSortant.lien,
      tentatives: pushSortant.tentatives,
    });
}
export type PushReserve = Awaited<ReturnType<typeof reserverPushsDus>>[number];

export async function updatePush(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<typeof pushSortant.$inferInsert, 'statut' | 'prochainEssai' | 'envoyeLe' | 'derniereErreur'>>,
): Promise<void> {
  await db.update(pushSortant).set(values).where(eq(pushSortant.id, id));
}

export async function findAbonnement(db: DbOrTx, id: number): Promise<AbonnementRow | undefined> {
  const [row] = await db.select().from(abonnementPush).where(eq(abonnementPush.id, id));
  return row;
}
