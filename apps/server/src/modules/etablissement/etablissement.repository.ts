import { asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employe, etablissement } from '../../db/schema';

const columns = {
  etablissementId: etablissement.id,
  associationId: etablissement.associationId,
  raisonSociale: etablissement.raisonSociale,
  numeroFINESS: etablissement.numeroFiness,
  numeroSIRET: etablissement.numeroSiret,
  siegeSocialId: etablissement.siegeSocialId,
  granulariteMinutes: etablissement.granulariteMinutes,
  aideIndividuelleMensuelle: etablissement.aideIndividuelleMensuelle,
  exportPaye: etablissement.exportPaye,
};

export function listAllEtablissements(db: DbOrTx) {
  return db.select(columns).from(etablissement).orderBy(asc(etablissement.id));
}

/** The establishments with these ids and those whose head office is one of them. */
export function listEtablissementsUnder(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(etablissement)
    .where(or(inArray(etablissement.id, ids), inArray(etablissement.siegeSocialId, ids)))
    .orderBy(asc(etablissement.id));
}

/** Establishments a user is employed in, with their head office (for permission checks). */
export function findEtablissementsOfUtilisateur(db: DbOrTx, utilisateurId: number) {
  return db
    .select({ etablissementId: etablissement.id, siegeSocialId: etablissement.siegeSocialId })
    .from(employe)
    .innerJoin(etablissement, eq(etablissement.id, employe.etablissementId))
    .where(eq(employe.utilisateurId, utilisateurId));
}
