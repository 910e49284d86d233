import { and, asc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { creneau, employe, jourDeRepos, membre } from '../../db/schema';
import { parBase } from '../../lib/par-base';

export type CreneauRow = typeof creneau.$inferSelect;
export type CreneauInsert = typeof creneau.$inferInsert;
export type JourDeReposRow = typeof jourDeRepos.$inferSelect;

const ordre = [asc(creneau.date), asc(creneau.heureDebut), asc(creneau.id)] as const;

/** A service's slots between two dates: one range of the (service, date) index. */
export function listCreneauxService(db: DbOrTx, serviceId: number, du: string, au: string) {
  return db
    .select()
    .from(creneau)
    .where(and(eq(creneau.serviceId, serviceId), gte(creneau.date, du), lte(creneau.date, au)))
    .orderBy(...ordre);
}

function preparerCreneauxDeUtilisateur(db: Db) {
  return db
    .select({
      ...getTableColumns(creneau),
      /** [creneauId, membreId] of the slots replacing this one (they may be other members'). */
      remplacements: sql<
        [number, number][]
      >`(select coalesce(json_agg(json_build_array(r.id, r.membre_id)), '[]'::json) from ${creneau} r where r.remplace_id = ${creneau.id})`,
    })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .where(
      and(
        eq(employe.utilisateurId, sql.placeholder('utilisateurId')),
        gte(creneau.date, sql.placeholder('du')),
        lte(creneau.date, sql.placeholder('au')),
      ),
    )
    .orderBy(...ordre)
    .prepare('creneaux_de_utilisateur');
}
const creneauxDeUtilisateur = parBase(preparerCreneauxDeUtilisateur);

/** A user's slots of every membership between two dates, with their replacements (/planning). */
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
        eq(employe.utilisateurId, sql.placeholder('utilisateurId')),
        gte(jourDeRepos.date, sql.placeholder('du')),
        lte(jourDeRepos.date, sql.placeholder('au')),
      ),
    )
    .orderBy(asc(jourDeRepos.date), asc(jourDeRepos.membreId))
    .prepare('jours_de_repos_de_utilisateur');
}
const joursDeReposDeUtilisateur = parBase(preparerJoursDeReposDeUtilisateur);

export function listJoursDeReposDeUtilisateur(db: Db, utilisateurId: number, du: string, au: string) {
  return joursDeReposDeUtilisateur(db).execute({ utilisateurId, du, au });
}

/** Slots of several members between two dates: ranges of the (membre, date) index. */
export function listCreneauxMembres(db: DbOrTx, membreIds: readonly number[], du: string, au: string) {
  if (membreIds.length === 0) return Promise.resolve([] as CreneauRow[]);
  return db
    .select()
    .from(creneau)
    .where(and(inArray(creneau.membreId, [...membreIds]), gte(creneau.date, du), lte(creneau.date, au)))
    .orderBy(...ordre);
}

/** The replacement slots of these slots (they may belong to other members). */
export function listRemplacementsDe(db: DbOrTx, creneauIds: readonly number[]) {
  if (creneauIds.length === 0)
    return Promise.resolve([] as { id: number; membreId: number; remplaceId: number | null }[]);
  return db
    .select({ id: creneau.id, membreId: creneau.membreId, remplaceId: creneau.remplaceId })
    .from(creneau)
    .where(inArray(creneau.remplaceId, [...creneauIds]));
}

export async function findCreneau(db: DbOrTx, id: number): Promise<CreneauRow | undefined> {
  const [row] = await db.select().from(creneau).where(eq(creneau.id, id));
  return row;
}

/** Set-based insert in chunks (the parameters of one statement are limited to 65,535). */
export async function insertCreneaux(db: DbOrTx, rows: readonly CreneauInsert[], taille = 5000): Promise<void> {
  for (let i = 0; i < rows.length; i += taille) await db.insert(creneau).values(rows.slice(i, i + taille));
}

/**
 * A publication's template slots, thousands at once: one statement per chunk of 20,000 rows whose
 * columns travel as seven arrays (unnest), rather than 8 parameters a row for the driver and
 * Drizzle to bind.
 */
export async function insertCreneauxDeModele(
  db: DbOrTx,
  rows: readonly { serviceId: number; membreId: number; date: string; heureDebut: number; heureFin: number }[],
  taille = 20_000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += taille) {
    const chunk = rows.slice(i, i + taille);
    const colonne = <T>(f: (r: (typeof chunk)[number]) => T) => sql.param(chunk.map(f));
    await db.execute(sql`
      insert into ${creneau} (service_id, membre_id, type, date, heure_debut, heure_fin, origine)
      select s, m, 'CreneauDeTravail', d, hd, hf, 'MODELE'
      from unnest(${colonne((r) => r.serviceId)}::int[], ${colonne((r) => r.membreId)}::int[],
        ${colonne((r) => r.date)}::date[], ${colonne((r) => r.heureDebut)}::int[], ${colonne((r) => r.heureFin)}::int[])
        as t(s, m, d, hd, hf)`);
  }
}

/** The rest days of a publication, the same way. */
export async function insertJoursDeReposDeModele(
  db: DbOrTx,
  rows: readonly { serviceId: number; membreId: number; date: string; demiJour: boolean }[],
  taille = 20_000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += taille) {
    const chunk = rows.slice(i, i + taille);
    const colonne = <T>(f: (r: (typeof chunk)[number]) => T) => sql.param(chunk.map(f));
    await db.execute(sql`
      insert into ${jourDeRepos} (service_id, membre_id, date, demi_jour)
      select s, m, d, dj
      from unnest(${colonne((r) => r.serviceId)}::int[], ${colonne((r) => r.membreId)}::int[],
        ${colonne((r) => r.date)}::date[], ${colonne((r) => r.demiJour)}::boolean[]) as t(s, m, d, dj)`);
  }
}

export async function insertCreneau(db: DbOrTx, row: CreneauInsert): Promise<number> {
  const [r] = await db.insert(creneau).values(row).returning({ id: creneau.id });
  return r!.id;
}

export async function updateCreneau(db: DbOrTx, id: number, values: Partial<CreneauInsert>): Promise<void> {
  await db.update(creneau).set(values).where(eq(creneau.id, id));
}

export async function deleteCreneau(db: DbOrTx, id: number): Promise<void> {
  await db.delete(creneau).where(eq(creneau.id, id));
}

export async function deleteRemplacementsDe(db: DbOrTx, id: number): Promise<number> {
  const rows = await db.delete(creneau).where(eq(creneau.remplaceId, id)).returning({ id: creneau.id });
  return rows.length;
}

export function listJoursDeReposService(db: DbOrTx, serviceId: number, du: string, au: string) {
  return db
    .select()
    .from(jourDeRepos)
    .where(and(eq(jourDeRepos.serviceId, serviceId), gte(jourDeRepos.date, du), lte(jourDeRepos.date, au)))
    .orderBy(asc(jourDeRepos.date), asc(jourDeRepos.membreId));
}

/**
 * Locks the member's row until the transaction ends: two slot writes for one member take turns
 * between the overlap check and the write (NO KEY UPDATE leaves rows that refer to it alone).
 */
export async function verrouillerMembre(db: DbOrTx, membreId: number): Promise<void> {
  await db.select({ id: membre.id }).from(membre).where(eq(membre.id, membreId)).for('no key update');
}
