import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employe } from '../../db/schema';

type EmployeRow = typeof employe.$inferSelect;
type NouvelEmploye = typeof employe.$inferInsert;

export async function findSoldeRecupInitial(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ solde: employe.soldeRecupInitial }).from(employe).where(eq(employe.id, id));
  return row?.solde ?? 0;
}

export async function findEmployeOf(db: DbOrTx, utilisateurId: number, etablissementId: number) {
  const [row] = await db
    .select({ id: employe.id })
    .from(employe)
    .where(and(eq(employe.utilisateurId, utilisateurId), eq(employe.etablissementId, etablissementId)));
  return row;
}

/** An employee's establishment and user (a head of service must work for the establishment). */
export async function findRattachement(db: DbOrTx, employeId: number) {
  const [row] = await db
    .select({ employeId: employe.id, etablissementId: employe.etablissementId, utilisateurId: employe.utilisateurId })
    .from(employe)
    .where(eq(employe.id, employeId));
  return row;
}

export async function insertEmploye(db: DbOrTx, values: NouvelEmploye): Promise<EmployeRow> {
  const [row] = await db.insert(employe).values(values).returning();
  if (!row) throw new Error('insert employe returned nothing');
  return row;
}

/** Many employees in one statement, in the order given (an import). */
export async function insertEmployes(db: DbOrTx, values: NouvelEmploye[]): Promise<EmployeRow[]> {
  if (values.length === 0) return [];
  return db.insert(employe).values(values).returning();
}

export async function findEmploye(db: DbOrTx, id: number): Promise<EmployeRow | undefined> {
  const [row] = await db.select().from(employe).where(eq(employe.id, id));
  return row;
}

export async function updateEmploye(
  db: DbOrTx,
  id: number,
  values: Pick<
    NouvelEmploye,
    'emailPro' | 'delegueDuPersonnel' | 'administrateur' | 'soldeRecupInitial' | 'dateEntreeAnciennete'
  >,
): Promise<void> {
  await db.update(employe).set(values).where(eq(employe.id, id));
}

export async function deleteEmploye(db: DbOrTx, id: number): Promise<void> {
  await db.delete(employe).where(eq(employe.id, id));
}

/** The payroll number, set by an import (decision 096). */
export async function updateMatricule(db: DbOrTx, id: number, matricule: string): Promise<void> {
  await db.update(employe).set({ matricule }).where(eq(employe.id, id));
}
