import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { modeleCreneau, modeleJourDeRepos, modelePlanning, publicationModele } from '../../db/schema';

export type ModeleRow = typeof modelePlanning.$inferSelect;

export async function findModele(db: DbOrTx, id: number): Promise<ModeleRow | undefined> {
  const [row] = await db.select().from(modelePlanning).where(eq(modelePlanning.id, id));
  return row;
}

/**
 * The template row locked until the transaction ends: its edits, its publications and the horizon
 * job take turns on it, so none reads a week count or a publication that another is changing.
 */
export async function findModeleVerrouille(db: DbOrTx, id: number): Promise<ModeleRow | undefined> {
  const [row] = await db.select().from(modelePlanning).where(eq(modelePlanning.id, id)).for('update');
  return row;
}

export async function findModeleDuService(db: DbOrTx, serviceId: number): Promise<ModeleRow | undefined> {
  const [row] = await db.select().from(modelePlanning).where(eq(modelePlanning.serviceId, serviceId));
  return row;
}

/** The service's template, created (one empty week) when missing; concurrent first reads agree. */
export async function findOrCreateModele(db: DbOrTx, serviceId: number): Promise<ModeleRow> {
  const existant = await findModeleDuService(db, serviceId);
  if (existant) return existant;
  await db.insert(modelePlanning).values({ serviceId }).onConflictDoNothing();
  const [row] = await db.select().from(modelePlanning).where(eq(modelePlanning.serviceId, serviceId));
  return row!;
}

export function listCreneauxModele(db: DbOrTx, modeleIds: readonly number[]) {
  return db
    .select()
    .from(modeleCreneau)
    .where(inArray(modeleCreneau.modeleId, [...modeleIds]))
    .orderBy(
      asc(modeleCreneau.ordreSemaine),
      asc(modeleCreneau.jourId),
      asc(modeleCreneau.heureDebut),
      asc(modeleCreneau.id),
    );
}

export function listReposModele(db: DbOrTx, modeleIds: readonly number[]) {
  return db
    .select()
    .from(modeleJourDeRepos)
    .where(inArray(modeleJourDeRepos.modeleId, [...modeleIds]))
    .orderBy(asc(modeleJourDeRepos.ordreSemaine), asc(modeleJourDeRepos.jourId), asc(modeleJourDeRepos.id));
}

export async function setNbSemaines(db: DbOrTx, id: number, nbSemaines: number): Promise<void> {
  await db.update(modelePlanning).set({ nbSemaines }).where(eq(modelePlanning.id, id));
}

/**
 * Copies week `ordre`'s slots and rest days into week `vers`, set-based. Raw: Drizzle's
 * insert…select would write every column, the identity too.
 */
export async function copierParts(db: DbOrTx, modeleId: number, ordre: number, vers: number): Promise<void> {
  await db.execute(sql`
    insert into ${modeleCreneau} (modele_id, ordre_semaine, jour_id, heure_debut, heure_fin, membre_id)
    select modele_id, ${vers}, jour_id, heure_debut, heure_fin, membre_id from ${modeleCreneau}
    where modele_id = ${modeleId} and ordre_semaine = ${ordre}`);
  await db.execute(sql`
    insert into ${modeleJourDeRepos} (modele_id, ordre_semaine, jour_id, membre_id, demi_jour)
    select modele_id, ${vers}, jour_id, membre_id, demi_jour from ${modeleJourDeRepos}
    where modele_id = ${modeleId} and ordre_semaine = ${ordre}`);
}

/** Deletes week `ordre` and moves the later weeks up by one. */
export async function supprimerSemaineParts(db: DbOrTx, modeleId: number, ordre: number): Promise<void> {
  for (const table of [modeleCreneau, modeleJourDeRepos] as const) {
    await db.delete(table).where(and(eq(table.modeleId, modeleId), eq(table.ordreSemaine, ordre)));
    await db
      .update(table)
      .set({ ordreSemaine: sql`${table.ordreSemaine} - 1` })
      .where(and(eq(table.modeleId, modeleId), gt(table.ordreSemaine, ordre)));
  }
}

/** Swaps two members' places in the template (slots and rest days). */
export async function interchangerMembres(db: DbOrTx, modeleId: number, a: number, b: number): Promise<void> {
  for (const table of [modeleCreneau, modeleJourDeRepos] as const) {
    await db
      .update(table)
      .set({ membreId: sql`case when ${table.membreId} = ${a} then ${b}::int else ${a}::int end` })
      .where(and(eq(table.modeleId, modeleId), inArray(table.membreId, [a, b])));
  }
}

export async function insertCreneauModele(db: DbOrTx, values: typeof modeleCreneau.$inferInsert) {
  await db.insert(modeleCreneau).values(values);
}
export async function updateCreneauModele(db: DbOrTx, id: number, values: Partial<typeof modeleCreneau.$inferInsert>) {
  await db.update(modeleCreneau).set(values).where(eq(modeleCreneau.id, id));
}
export async function deleteCreneauModele(db: DbOrTx, id: number) {
  await db.delete(modeleCreneau).where(eq(modeleCreneau.id, id));
}
export async function insertReposModele(db: DbOrTx, values: typeof modeleJourDeRepos.$inferInsert) {
  await db.insert(modeleJourDeRepos).values(values);
}
export async function updateReposModele(
  db: DbOrTx,
  id: number,
  values: Partial<typeof modeleJourDeRepos.$inferInsert>,
) {
  await db.update(modeleJourDeRepos).set(values).where(eq(modeleJourDeRepos.id, id));
}
export async function deleteReposModele(db: DbOrTx, id: number) {
  await db.delete(modeleJourDeRepos).where(eq(modeleJourDeRepos.id, id));
}

/** The publication in force last (the one the horizon job writes on). */
export async function findDernierePublication(db: DbOrTx, serviceId: number) {
  const [row] = await db
    .select()
    .from(publicationModele)
    .where(eq(publicationModele.serviceId, serviceId))
    .orderBy(desc(publicationModele.dateMiseEnApplication), desc(publicationModele.id))
    .limit(1);
  return row;
}

export function listPublications(db: DbOrTx, serviceId: number) {
  return db
    .select()
    .from(publicationModele)
    .where(eq(publicationModele.serviceId, serviceId))
    .orderBy(desc(publicationModele.dateMiseEnApplication))
    .limit(10);
}
