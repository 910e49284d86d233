import type { RegleTravail, RegleTravailBody } from '@roulement/contract';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { association, regleTravail } from '../../db/schema';

type Ligne = typeof regleTravail.$inferSelect;

const versionDe = ({ id, associationId: _association, ...r }: Ligne): RegleTravail => ({ regleTravailId: id, ...r });

/** An association's versions, the latest first. */
export async function listVersions(db: DbOrTx, associationId: number): Promise<RegleTravail[]> {
  const rows = await db
    .select()
    .from(regleTravail)
    .where(eq(regleTravail.associationId, associationId))
    .orderBy(desc(regleTravail.dateDebut));
  return rows.map(versionDe);
}

/** The version in force on a day, if the association has written one by then. */
export async function findVersionEnVigueur(db: DbOrTx, associationId: number, date: string) {
  const [row] = await db
    .select()
    .from(regleTravail)
    .where(and(eq(regleTravail.associationId, associationId), lte(regleTravail.dateDebut, date)))
    .orderBy(desc(regleTravail.dateDebut))
    .limit(1);
  return row && versionDe(row);
}

export async function insertVersion(db: DbOrTx, associationId: number, body: RegleTravailBody): Promise<number> {
  const [row] = await db
    .insert(regleTravail)
    .values({ associationId, ...body })
    .returning({ id: regleTravail.id });
  return row!.id;
}

export async function lockAssociation(db: DbOrTx, associationId: number) {
  await db.select({ id: association.id }).from(association).where(eq(association.id, associationId)).for('update');
}
