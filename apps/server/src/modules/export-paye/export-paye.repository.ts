import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { association, codeExportPaye, etablissement, service } from '../../db/schema';

const scopeColumns = {
  etablissementId: etablissement.id,
  siegeSocialId: etablissement.siegeSocialId,
  associationId: etablissement.associationId,
  exportPaye: etablissement.exportPaye,
};

export async function findEtablissementPaye(db: DbOrTx, id: number) {
  const [row] = await db.select(scopeColumns).from(etablissement).where(eq(etablissement.id, id));
  return row;
}

/** The service with its establishment's scope, locked: its last export date is written next. */
export async function findServicePaye(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      serviceId: service.id,
      dateDernierExportElementsPaye: service.dateDernierExportElementsPaye,
      ...scopeColumns,
    })
    .from(service)
    .innerJoin(etablissement, eq(etablissement.id, service.etablissementId))
    .where(eq(service.id, id))
    .for('no key update', { of: service });
  return row;
}

export async function associationExiste(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: association.id }).from(association).where(eq(association.id, id));
  return row !== undefined;
}

/** Records the export date on these services (the open ones of an establishment, or one). */
export async function marquerExport(
  db: DbOrTx,
  cible: { serviceId: number } | { etablissementId: number },
  date: string,
): Promise<number[]> {
  const where =
    'serviceId' in cible
      ? eq(service.id, cible.serviceId)
      : and(eq(service.etablissementId, cible.etablissementId), isNull(service.dateFermeture));
  const rows = await db
    .update(service)
    .set({ dateDernierExportElementsPaye: date })
    .where(where)
    .returning({ id: service.id });
  return rows.map((r) => r.id);
}

export function listCodes(db: DbOrTx, associationId: number) {
  return db
    .select({ colonne: codeExportPaye.colonne, code: codeExportPaye.code })
    .from(codeExportPaye)
    .where(eq(codeExportPaye.associationId, associationId));
}

/** Upserts the codes of the columns named, in one statement. */
export async function upsertCodes(
  db: DbOrTx,
  associationId: number,
  codes: readonly { colonne: string; code: string }[],
) {
  if (codes.length === 0) return;
  await db
    .insert(codeExportPaye)
    .values(codes.map((c) => ({ associationId, ...c })))
    .onConflictDoUpdate({
      target: [codeExportPaye.associationId, codeExportPaye.colonne],
      set: { code: sql`excluded.code` },
    });
}

/** Locks the association's codes (the row of the association) for a change. */
export async function lockAssociation(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: association.id }).from(association).where(eq(association.id, id)).for('update');
  return row !== undefined;
}
