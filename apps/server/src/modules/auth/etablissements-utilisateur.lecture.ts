import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employe, etablissement } from '../../db/schema';

/** Establishments a user is employed in, with their head office (for permission checks). */
export function findEtablissementsOfUtilisateur(db: DbOrTx, utilisateurId: number) {
  return db
    .select({ etablissementId: etablissement.id, siegeSocialId: etablissement.siegeSocialId })
    .from(employe)
    .innerJoin(etablissement, eq(etablissement.id, employe.etablissementId))
    .where(eq(employe.utilisateurId, utilisateurId));
}
