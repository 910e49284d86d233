import type { ReponseOffre, StatutOffre } from '@roulement/contract';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { offre, offreCreneau, offreDestinataire, reglageOffres } from '../../db/schema';
import { estOuverte } from './offre.workflow';

export async function insertOffre(
  db: DbOrTx,
  values: typeof offre.$inferInsert,
  creneauIds: readonly number[],
  employeIds: readonly number[],
): Promise<number> {
  const [row] = await db.insert(offre).values(values).returning({ id: offre.id });
  const offreId = row!.id;
  await db.insert(offreCreneau).values(creneauIds.map((creneauId) => ({ offreId, creneauId })));
  await db.insert(offreDestinataire).values(employeIds.map((employeId) => ({ offreId, employeId })));
  return offreId;
}

/** The offer's row, locked until the transaction ends: answers to one offer take turns. */
export async function verrouillerOffre(db: DbOrTx, offreId: number) {
  const [row] = await db.select().from(offre).where(eq(offre.id, offreId)).for('update');
  return row;
}

/** The offer's status, and whether its slots are still held (the constraint reads `ouverte`). */
export async function changerStatut(db: DbOrTx, offreId: number, statut: StatutOffre): Promise<void> {
  await db.update(offre).set({ statut }).where(eq(offre.id, offreId));
  await db
    .update(offreCreneau)
    .set({ ouverte: estOuverte(statut) })
    .where(eq(offreCreneau.offreId, offreId));
}

export async function repondre(db: DbOrTx, destinataireId: number, reponse: ReponseOffre, le: Date): Promise<void> {
  await db.update(offreDestinataire).set({ reponse, repondueLe: le }).where(eq(offreDestinataire.id, destinataireId));
}

/** The first opening only: true when this one was it. */
export async function marquerVue(db: DbOrTx, destinataireId: number, le: Date): Promise<boolean> {
  const rows = await db
    .update(offreDestinataire)
    .set({ vueLe: le })
    .where(and(eq(offreDestinataire.id, destinataireId), isNull(offreDestinataire.vueLe)))
    .returning({ id: offreDestinataire.id });
  return rows.length > 0;
}

export async function upsertReglage(db: DbOrTx, serviceId: number, confirmerAcceptations: boolean): Promise<void> {
  await db
    .insert(reglageOffres)
    .values({ serviceId, confirmerAcceptations })
    .onConflictDoUpdate({ target: reglageOffres.serviceId, set: { confirmerAcceptations } });
}

/**
 * Open offers whose deadline has come, now expired. Two processes running it at once are safe: the
 * second's update waits on the first's row locks, then finds those rows no longer open.
 */
export async function expirerOffresEchues(db: DbOrTx, maintenant: Date) {
  const rows = await db
    .update(offre)
    .set({ statut: 'EXPIREE' })
    .where(and(inArray(offre.statut, ['EN_COURS', 'A_CONFIRMER']), lte(offre.expireLe, maintenant)))
    .returning({ id: offre.id, etablissementId: offre.etablissementId, envoyeurId: offre.envoyeurId });
  if (rows.length > 0) {
    await db
      .update(offreCreneau)
      .set({ ouverte: false })
      .where(
        inArray(
          offreCreneau.offreId,
          rows.map((r) => r.id),
        ),
      );
  }
  return rows;
}
