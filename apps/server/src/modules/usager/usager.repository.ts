import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accueil,
  ajustement,
  demandeFicheAim,
  ficheAim,
  ficheAimLigne,
  modeleAimLigne,
  mouvement,
  operationAim,
  usager,
  versement,
  versementLigne,
} from '../../db/schema';

/** Queries on the resident module's own tables only. */

export async function insertAccueil(db: DbOrTx, values: typeof accueil.$inferInsert) {
  const [row] = await db.insert(accueil).values(values).returning({ id: accueil.id });
  return row!.id;
}

/** Stays of a resident that share a day with [debut, fin] (fin null: open). */
export async function listAccueilsChevauchants(db: DbOrTx, usagerId: number, debut: string, fin: string | null) {
  return db
    .select({ id: accueil.id })
    .from(accueil)
    .where(
      and(
        eq(accueil.usagerId, usagerId),
        sql`(${accueil.dateFin} is null or ${accueil.dateFin} >= ${debut})`,
        fin === null ? undefined : sql`${accueil.dateDebut} <= ${fin}`,
      ),
    );
}

export async function listModele(db: DbOrTx, serviceId: number) {
  return db
    .select()
    .from(modeleAimLigne)
    .where(eq(modeleAimLigne.serviceId, serviceId))
    .orderBy(asc(modeleAimLigne.ordre), asc(modeleAimLigne.id));
}

/** Locks the model's lines: two editors of one model write one after the other. */
export async function lockModele(db: DbOrTx, serviceId: number) {
  return db
    .select()
    .from(modeleAimLigne)
    .where(eq(modeleAimLigne.serviceId, serviceId))
    .orderBy(asc(modeleAimLigne.ordre), asc(modeleAimLigne.id))
    .for('update');
}

export async function deleteLignesModele(db: DbOrTx, ids: number[]) {
  if (ids.length > 0) await db.delete(modeleAimLigne).where(inArray(modeleAimLigne.id, ids));
}

export async function updateLigneModele(db: DbOrTx, id: number, values: { budget?: string; ordre?: number }) {
  await db.update(modeleAimLigne).set(values).where(eq(modeleAimLigne.id, id));
}

export async function insertLignesModele(db: DbOrTx, values: (typeof modeleAimLigne.$inferInsert)[]) {
  if (values.length > 0) await db.insert(modeleAimLigne).values(values);
}

/** Inserts a sheet unless the resident has one that month (the unique constraint decides). */
export async function insertFiche(db: DbOrTx, values: typeof ficheAim.$inferInsert): Promise<number | undefined> {
  const [row] = await db.insert(ficheAim).values(values).onConflictDoNothing().returning({ id: ficheAim.id });
  return row?.id;
}

export async function insertLignesFiche(db: DbOrTx, values: (typeof ficheAimLigne.$inferInsert)[]) {
  if (values.length > 0) await db.insert(ficheAimLigne).values(values).onConflictDoNothing();
}

export async function nextOrdreLigne(db: DbOrTx, ficheAimId: number): Promise<number> {
  const [row] = await db
    .select({ ordre: max(ficheAimLigne.ordre) })
    .from(ficheAimLigne)
    .where(eq(ficheAimLigne.ficheAimId, ficheAimId));
  return (row?.ordre ?? 0) + 1;
}

export async function updateStatutFiche(db: DbOrTx, ficheAimId: number, statut: typeof ficheAim.$inferSelect.statut) {
  await db.update(ficheAim).set({ statut }).where(eq(ficheAim.id, ficheAimId));
}

export async function insertAjustement(
  db: DbOrTx,
  values: typeof ajustement.$inferInsert,
  operations: { posteAimId: string; montant: string }[],
): Promise<number> {
  const [row] = await db.insert(ajustement).values(values).returning({ id: ajustement.id });
  await db.insert(operationAim).values(operations.map((o) => ({ ...o, ajustementId: row!.id })));
  return row!.id;
}

export async function findAjustement(db: DbOrTx, ficheAimId: number, ajustementId: number) {
  const [row] = await db
    .select()
    .from(ajustement)
    .where(and(eq(ajustement.id, ajustementId), eq(ajustement.ficheAimId, ficheAimId)));
  return row;
}

export async function deleteAjustement(db: DbOrTx, ajustementId: number) {
  await db.delete(ajustement).where(eq(ajustement.id, ajustementId));
}

export async function insertDemandeFicheAim(db: DbOrTx, demandeId: number, ficheAimId: number) {
  await db.insert(demandeFicheAim).values({ demandeId, ficheAimId });
}

/** Entitlements of a validated sheet; written once per sheet and item (unique constraint). */
export async function insertMouvements(db: DbOrTx, values: (typeof mouvement.$inferInsert)[]) {
  if (values.length > 0) await db.insert(mouvement).values(values).onConflictDoNothing();
}

export async function insertVersement(
  db: DbOrTx,
  values: typeof versement.$inferInsert,
  lignes: { posteAimId: string; montant: string }[],
): Promise<number> {
  const [row] = await db.insert(versement).values(values).returning({ id: versement.id });
  await db.insert(versementLigne).values(lignes.map((l) => ({ ...l, versementId: row!.id })));
  return row!.id;
}

export async function findVersement(db: DbOrTx, versementId: number, options: { verrou?: boolean } = {}) {
  const query = db.select().from(versement).where(eq(versement.id, versementId));
  const [row] = options.verrou ? await query.for('update') : await query;
  return row;
}

export async function listLignesVersement(db: DbOrTx, versementId: number) {
  return db.select().from(versementLigne).where(eq(versementLigne.versementId, versementId));
}

/** Declares a prepared payout paid; answers false when it already was (a second click). */
export async function marquerVerse(db: DbOrTx, versementId: number): Promise<boolean> {
  const rows = await db
    .update(versement)
    .set({ verseLe: new Date() })
    .where(and(eq(versement.id, versementId), isNull(versement.verseLe)))
    .returning({ id: versement.id });
  return rows.length > 0;
}

export async function deleteVersement(db: DbOrTx, versementId: number) {
  await db.delete(versement).where(eq(versement.id, versementId));
}

export async function insertUsagers(db: DbOrTx, values: (typeof usager.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(usager).values(values).returning({ id: usager.id });
  return rows.map((r) => r.id);
}

export async function updateUsager(db: DbOrTx, usagerId: number, values: Partial<typeof usager.$inferInsert>) {
  await db.update(usager).set(values).where(eq(usager.id, usagerId));
}

export async function updateAccueil(db: DbOrTx, accueilId: number, values: { dateFin: string | null }) {
  await db.update(accueil).set(values).where(eq(accueil.id, accueilId));
}
