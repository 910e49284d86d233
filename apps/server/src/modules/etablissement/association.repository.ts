import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { association } from '../../db/schema';

const columns = {
  associationId: association.id,
  nom: association.nom,
  siren: association.siren,
  FINESSSiegeSocial: association.finessSiegeSocial,
  extensionSIRETSiegeSocial: association.extensionSiretSiegeSocial,
};

export function listAssociations(db: DbOrTx) {
  return db.select(columns).from(association).orderBy(asc(association.id));
}

export async function findAssociation(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(association).where(eq(association.id, id));
  return row;
}

export async function insertAssociation(db: DbOrTx, values: typeof association.$inferInsert) {
  const [row] = await db.insert(association).values(values).returning(columns);
  return row!;
}
