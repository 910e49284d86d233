import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { association, employe, etablissement, utilisateur } from '../../db/schema';
import { colonnesDirecteur } from './etablissement.lecture';
import { etablissementColumns } from './etablissement.repository';

/** The detail of an establishment with its association and director, in one statement. */
export async function findEtablissementDetail(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...etablissementColumns,
      associationNom: association.nom,
      annexe10: etablissement.annexe10,
      relanceValidationJours: etablissement.relanceValidationJours,
      numeroUrgence: etablissement.numeroUrgence,
      ...colonnesDirecteur,
    })
    .from(etablissement)
    .innerJoin(association, eq(association.id, etablissement.associationId))
    .leftJoin(employe, eq(employe.id, etablissement.directeurId))
    .leftJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(eq(etablissement.id, id));
  return row;
}
export type EtablissementDetailRow = NonNullable<Awaited<ReturnType<typeof findEtablissementDetail>>>;

/**
 * Locks the establishment for a change of its director, accountants, schemes or settings, so two
 * such changes take turns. Undefined when it does not exist.
 */
export async function verrouillerEtablissement(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      directeurId: etablissement.directeurId,
      directeurUtilisateurId: sql<
        number | null
      >`(select ${employe.utilisateurId} from ${employe} where ${employe.id} = ${etablissement.directeurId})`,
    })
    .from(etablissement)
    .where(eq(etablissement.id, id))
    .for('update');
  return row;
}

/** The employee, if employed by this establishment or by its head office. */
export async function findEmployeDe(db: DbOrTx, employeId: number, etablissementIds: number[]) {
  const [row] = await db
    .select({ employeId: employe.id, utilisateurId: employe.utilisateurId, etablissementId: employe.etablissementId })
    .from(employe)
    .where(eq(employe.id, employeId));
  return row && etablissementIds.includes(row.etablissementId) ? row : undefined;
}

/**
 * The association and its head office: the establishment whose FINESS is the association's head
 * office FINESS (decision 054). Undefined when the association does not exist.
 */
export async function findAssociationEtSiege(db: DbOrTx, associationId: number) {
  const [row] = await db
    .select({ siren: association.siren, siegeSocialId: etablissement.id })
    .from(association)
    .leftJoin(
      etablissement,
      and(
        eq(etablissement.associationId, association.id),
        isNotNull(association.finessSiegeSocial),
        eq(etablissement.numeroFiness, association.finessSiegeSocial),
      ),
    )
    .where(eq(association.id, associationId))
    .limit(1);
  return row;
}
