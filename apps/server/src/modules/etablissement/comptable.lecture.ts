import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employe, etablissementComptable, utilisateur } from '../../db/schema';

/**
 * The accountants of an establishment by name, each with their employment there when they have
 * one (else any other), in one statement.
 */
export function listComptables(db: DbOrTx, etablissementId: number) {
  return db
    .select({
      utilisateurId: utilisateur.id,
      nomComplet: sql<string>`${utilisateur.prenom} || ' ' || ${utilisateur.nom}`,
      email: utilisateur.email,
      prenom: utilisateur.prenom,
      nom: utilisateur.nom,
      employeId: sql<number | null>`(
        select ${employe.id} from ${employe} where ${employe.utilisateurId} = ${utilisateur.id}
        order by (${employe.etablissementId} = ${etablissementId}) desc, ${employe.id} limit 1)`,
    })
    .from(etablissementComptable)
    .innerJoin(utilisateur, eq(utilisateur.id, etablissementComptable.utilisateurId))
    .where(eq(etablissementComptable.etablissementId, etablissementId))
    .orderBy(asc(utilisateur.nom), asc(utilisateur.prenom), asc(utilisateur.id));
}

/** The employees of the establishment, one row per user, by name: whom the dialog offers. */
export function listCandidatsComptables(db: DbOrTx, etablissementId: number) {
  return db
    .selectDistinctOn([utilisateur.nom, utilisateur.prenom, utilisateur.id], {
      utilisateurId: utilisateur.id,
      employeId: employe.id,
      nomComplet: sql<string>`${utilisateur.prenom} || ' ' || ${utilisateur.nom}`,
      email: utilisateur.email,
    })
    .from(employe)
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(eq(employe.etablissementId, etablissementId))
    .orderBy(asc(utilisateur.nom), asc(utilisateur.prenom), asc(utilisateur.id), asc(employe.id));
}

export async function utilisateurExiste(db: DbOrTx, utilisateurId: number): Promise<boolean> {
  const [row] = await db.select({ id: utilisateur.id }).from(utilisateur).where(eq(utilisateur.id, utilisateurId));
  return row !== undefined;
}

/** True when the row was added, false when the user already was an accountant (primary key). */
export async function insertComptable(db: DbOrTx, etablissementId: number, utilisateurId: number) {
  const rows = await db
    .insert(etablissementComptable)
    .values({ etablissementId, utilisateurId })
    .onConflictDoNothing()
    .returning({ id: etablissementComptable.utilisateurId });
  return rows.length > 0;
}

export async function deleteComptable(db: DbOrTx, etablissementId: number, utilisateurId: number) {
  const rows = await db
    .delete(etablissementComptable)
    .where(
      and(
        eq(etablissementComptable.etablissementId, etablissementId),
        eq(etablissementComptable.utilisateurId, utilisateurId),
      ),
    )
    .returning({ id: etablissementComptable.utilisateurId });
  return rows.length > 0;
}
