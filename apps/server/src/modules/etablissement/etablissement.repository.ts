import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parametre } from '../../db/requetes';
import { etablissement } from '../../db/schema';
import { parBase } from '../../lib/par-base';

export const etablissementColumns = {
  etablissementId: etablissement.id,
  associationId: etablissement.associationId,
  raisonSociale: etablissement.raisonSociale,
  numeroFINESS: etablissement.numeroFiness,
  numeroSIRET: etablissement.numeroSiret,
  siegeSocialId: etablissement.siegeSocialId,
  granulariteMinutes: etablissement.granulariteMinutes,
  aideIndividuelleMensuelle: etablissement.aideIndividuelleMensuelle,
  exportPaye: etablissement.exportPaye,
  urlApplicationUsagers: etablissement.urlApplicationUsagers,
};

/** Ids of the establishments under these ids (themselves and those whose head office they are). */
export async function findEtablissementIdsUnder(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: etablissement.id })
    .from(etablissement)
    .where(or(inArray(etablissement.id, ids), inArray(etablissement.siegeSocialId, ids)));
  return rows.map((r) => r.id);
}

const etablissementScope = parBase((db: DbOrTx) =>
  db
    .select({
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      raisonSociale: etablissement.raisonSociale,
      aideIndividuelleMensuelle: etablissement.aideIndividuelleMensuelle,
    })
    .from(etablissement)
    .where(eq(etablissement.id, parametre('id')))
    .prepare('etablissement_scope'),
);

/** Prepared: every employee, service and member screen checks its establishment first. */
export async function findEtablissementScope(db: DbOrTx, id: number) {
  const [row] = await etablissementScope(db).execute({ id });
  return row;
}

export async function insertEtablissement(db: DbOrTx, values: typeof etablissement.$inferInsert): Promise<number> {
  const [row] = await db.insert(etablissement).values(values).returning({ id: etablissement.id });
  return row!.id;
}

export async function updateEtablissement(db: DbOrTx, id: number, values: Partial<typeof etablissement.$inferInsert>) {
  await db.update(etablissement).set(values).where(eq(etablissement.id, id));
}
