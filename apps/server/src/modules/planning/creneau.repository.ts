import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parametre, parmi } from '../../db/requetes';
import { creneau, jourDeRepos } from '../../db/schema';
import { parBase } from '../../lib/par-base';

export type CreneauRow = typeof creneau.$inferSelect;
type CreneauInsert = typeof creneau.$inferInsert;
export type JourDeReposRow = typeof jourDeRepos.$inferSelect;

export const ordre = [asc(creneau.date), asc(creneau.heureDebut), asc(creneau.id)] as const;

/** A service's slots between two dates: one range of the (service, date) index. */
const creneauxService = parBase((db: DbOrTx) =>
  db
    .select()
    .from(creneau)
    .where(
      and(
        eq(creneau.serviceId, parametre('serviceId')),
        gte(creneau.date, parametre('du')),
        lte(creneau.date, parametre('au')),
      ),
    )
    .orderBy(...ordre)
    .prepare('creneaux_service'),
);

export function listCreneauxService(db: DbOrTx, serviceId: number, du: string, au: string) {
  return creneauxService(db).execute({ serviceId, du, au });
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
const remplacementsDe = parBase((db: DbOrTx) =>
  db
    .select({ id: creneau.id, membreId: creneau.membreId, remplaceId: creneau.remplaceId })
    .from(creneau)
    .where(parmi(creneau.remplaceId, 'ids'))
    .orderBy(asc(creneau.id))
    .prepare('remplacements_de'),
);

export function listRemplacementsDe(db: DbOrTx, creneauIds: readonly number[]) {
  if (creneauIds.length === 0)
    return Promise.resolve([] as { id: number; membreId: number; remplaceId: number | null }[]);
  return remplacementsDe(db).execute({ ids: [...creneauIds] });
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
 * Drizzle to bind. Raw: Drizzle's insert…select would write every column, the identity too.
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
