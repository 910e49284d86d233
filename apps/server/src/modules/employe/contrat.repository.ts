import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contrat, contratType, metier } from '../../db/schema';

type ContratRow = typeof contrat.$inferSelect;
type NouveauContrat = typeof contrat.$inferInsert;

/** Every contract of the employee with its type, in one query. */
export function listContrats(db: DbOrTx, employeId: number) {
  return db
    .select({
      contrat,
      type: {
        contratTypeId: contratType.id,
        acronyme: contratType.acronyme,
        libelle: contratType.libelle,
        eligibleRemplacement: contratType.eligibleRemplacement,
      },
    })
    .from(contrat)
    .innerJoin(contratType, eq(contratType.id, contrat.contratTypeId))
    .where(eq(contrat.employeId, employeId));
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
  values: Omit<NouveauContrat, 'id' | 'employeId'>,
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
