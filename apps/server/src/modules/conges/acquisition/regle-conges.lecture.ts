import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { association, etablissement } from '../../../db/schema';

/** An association's name and establishments (for the permission checks), in one statement. */
export async function findAssociationEtEtablissements(db: DbOrTx, associationId: number) {
  const rows = await db
    .select({
      nom: association.nom,
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
    })
    .from(association)
    .leftJoin(etablissement, eq(etablissement.associationId, association.id))
    .where(eq(association.id, associationId));
  if (rows.length === 0) return undefined;
  return {
    nom: rows[0]!.nom,
    etablissements: rows.flatMap((r) =>
      r.etablissementId === null ? [] : [{ etablissementId: r.etablissementId, siegeSocialId: r.siegeSocialId }],
    ),
  };
}
