import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { contrat, contratType, employe, metier, utilisateur } from '../../db/schema';

type ContratRow = typeof contrat.$inferSelect;
type NouveauContrat = typeof contrat.$inferInsert;

const remplace = alias(employe, 'remplace');
const remplaceUtilisateur = alias(utilisateur, 'remplace_utilisateur');

/** Every contract of these employees with its type, job and the replaced employee's name, in one query. */
export function listContrats(db: DbOrTx, employeIds: number[]) {
  return db
    .select({
      contrat,
      type: {
        contratTypeId: contratType.id,
        acronyme: contratType.acronyme,
        libelle: contratType.libelle,
        eligibleRemplacement: contratType.eligibleRemplacement,
      },
      metier: { metierId: metier.id, libelle: metier.libelle },
      remplacePrenom: remplaceUtilisateur.prenom,
      remplaceNom: remplaceUtilisateur.nom,
    })
    .from(contrat)
    .innerJoin(contratType, eq(contratType.id, contrat.contratTypeId))
    .innerJoin(metier, eq(metier.id, contrat.metierId))
    .leftJoin(remplace, eq(remplace.id, contrat.remplaceEmployeId))
    .leftJoin(remplaceUtilisateur, eq(remplaceUtilisateur.id, remplace.utilisateurId))
    .where(inArray(contrat.employeId, employeIds));
}

export async function findContrat(db: DbOrTx, id: number): Promise<ContratRow | undefined> {
  const [row] = await db.select().from(contrat).where(eq(contrat.id, id));
  return row;
}

/** The other contracts of the employee (all but `saufId`), to refuse overlaps. */
export function listAutresContrats(db: DbOrTx, employeId: number, saufId?: number) {
  return db
    .select({
      contratId: contrat.id,
      dateDebut: contrat.dateDebut,
      dateFin: contrat.dateFin,
      acronyme: contratType.acronyme,
    })
    .from(contrat)
    .innerJoin(contratType, eq(contratType.id, contrat.contratTypeId))
    .where(and(eq(contrat.employeId, employeId), saufId === undefined ? undefined : ne(contrat.id, saufId)));
}

export async function insertContrat(db: DbOrTx, values: NouveauContrat): Promise<number> {
  const [row] = await db.insert(contrat).values(values).returning({ id: contrat.id });
  return row!.id;
}

export async function updateContrat(
  db: DbOrTx,
  id: number,
  values: Omit<NouveauContrat, 'id' | 'employeId' | 'remplaceEmployeId'>,
): Promise<void> {
  await db.update(contrat).set(values).where(eq(contrat.id, id));
}

export async function deleteContrat(db: DbOrTx, id: number): Promise<void> {
  await db.delete(contrat).where(eq(contrat.id, id));
}

export function listContratTypes(db: DbOrTx) {
  return db
    .select({
      contratTypeId: contratType.id,
      acronyme: contratType.acronyme,
      libelle: contratType.libelle,
      eligibleRemplacement: contratType.eligibleRemplacement,
    })
    .from(contratType)
    .orderBy(asc(contratType.id));
}

export async function findContratType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(contratType).where(eq(contratType.id, id));
  return row;
}

export function listMetiers(db: DbOrTx) {
  return db.select({ metierId: metier.id, libelle: metier.libelle }).from(metier).orderBy(asc(metier.libelle));
}

export async function findMetier(db: DbOrTx, id: number) {
  const [row] = await db.select().from(metier).where(eq(metier.id, id));
  return row;
}
