import { and, asc, eq, getTableColumns, gte, inArray, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { parametre } from '../../db/requetes';
import { creneau, employe, jourDeRepos, membre } from '../../db/schema';
import { parBase } from '../../lib/par-base';
import { ordre } from './creneau.repository';

function preparerCreneauxDeUtilisateur(db: Db) {
  return db
    .select(getTableColumns(creneau))
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .where(
      and(
        eq(employe.utilisateurId, parametre('utilisateurId')),
        gte(creneau.date, parametre('du')),
        lte(creneau.date, parametre('au')),
      ),
    )
    .orderBy(...ordre)
    .prepare('creneaux_de_utilisateur');
}
const creneauxDeUtilisateur = parBase(preparerCreneauxDeUtilisateur);

/** A user's slots of every membership between two dates (/planning). */
export function listCreneauxDeUtilisateur(db: Db, utilisateurId: number, du: string, au: string) {
  return creneauxDeUtilisateur(db).execute({ utilisateurId, du, au });
}

function preparerJoursDeReposDeUtilisateur(db: Db) {
  return db
    .select(getTableColumns(jourDeRepos))
    .from(jourDeRepos)
    .innerJoin(membre, eq(membre.id, jourDeRepos.membreId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .where(
      and(
        eq(employe.utilisateurId, parametre('utilisateurId')),
        gte(jourDeRepos.date, parametre('du')),
        lte(jourDeRepos.date, parametre('au')),
      ),
    )
    .orderBy(asc(jourDeRepos.date), asc(jourDeRepos.membreId))
    .prepare('jours_de_repos_de_utilisateur');
}
const joursDeReposDeUtilisateur = parBase(preparerJoursDeReposDeUtilisateur);

export function listJoursDeReposDeUtilisateur(db: Db, utilisateurId: number, du: string, au: string) {
  return joursDeReposDeUtilisateur(db).execute({ utilisateurId, du, au });
}

/**
 * Locks the member's row until the transaction ends: two slot writes for one member take turns
 * between the overlap check and the write (NO KEY UPDATE leaves rows that refer to it alone).
 */
export async function verrouillerMembre(db: DbOrTx, membreId: number): Promise<void> {
  await db.select({ id: membre.id }).from(membre).where(eq(membre.id, membreId)).for('no key update');
}

/**
 * Issue 27: the slots an offer gives, locked for its transaction. A head's replacement of one of
 * them at the same time waits (its insert takes a key-share lock on the replaced slot), then the
 * offer sees it.
 */
export async function verrouillerCreneaux(db: DbOrTx, creneauIds: readonly number[]): Promise<void> {
  if (creneauIds.length === 0) return;
  await db
    .select({ id: creneau.id })
    .from(creneau)
    .where(inArray(creneau.id, [...creneauIds]))
    .orderBy(creneau.id)
    .for('update');
}

/** The user whose planning holds the member's slots. */
export async function utilisateurDuMembre(db: DbOrTx, membreId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ utilisateurId: employe.utilisateurId })
    .from(membre)
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .where(eq(membre.id, membreId));
  return row?.utilisateurId ?? undefined;
}

/** The users of these members, one per member found. */
export async function utilisateursDesMembres(db: DbOrTx, membreIds: readonly number[]): Promise<number[]> {
  if (membreIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ utilisateurId: employe.utilisateurId })
    .from(membre)
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .where(inArray(membre.id, [...membreIds]));
  return rows.map((r) => r.utilisateurId);
}

/** A service's slots from `du` to `au` included, as a publication may change them. */
export function listCreneauxDuServiceEntre(db: DbOrTx, serviceId: number, du: string, au: string) {
  return db
    .select({
      membreId: creneau.membreId,
      type: creneau.type,
      date: creneau.date,
      heureDebut: creneau.heureDebut,
      heureFin: creneau.heureFin,
    })
    .from(creneau)
    .where(and(eq(creneau.serviceId, serviceId), gte(creneau.date, du), lte(creneau.date, au)));
}
