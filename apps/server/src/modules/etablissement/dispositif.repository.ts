import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dispositif } from '../../db/schema';

const columns = {
  dispositifId: dispositif.id,
  etablissementId: dispositif.etablissementId,
  libelle: dispositif.libelle,
  dureeMinimum: dispositif.dureeMinimum,
  dureeMaximum: dispositif.dureeMaximum,
};

/** The active schemes (not deleted), by label: the only ones open to new admissions. */
export function listDispositifsActifs(db: DbOrTx, etablissementId: number) {
  return db
    .select(columns)
    .from(dispositif)
    .where(and(eq(dispositif.etablissementId, etablissementId), isNull(dispositif.supprimeLe)))
    .orderBy(asc(dispositif.libelle), asc(dispositif.id));
}

export async function insertDispositif(db: DbOrTx, values: typeof dispositif.$inferInsert) {
  const [row] = await db.insert(dispositif).values(values).returning(columns);
  return row!;
}

/** Marks an active scheme deleted; undefined when there is none with this id here. */
export async function marquerDispositifSupprime(db: DbOrTx, etablissementId: number, id: number, date: string) {
  const [row] = await db
    .update(dispositif)
    .set({ supprimeLe: date })
    .where(and(eq(dispositif.id, id), eq(dispositif.etablissementId, etablissementId), isNull(dispositif.supprimeLe)))
    .returning(columns);
  return row;
}
