import type { EtablissementScope } from '@roulement/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parBase } from '../../lib/par-base';

export interface EmployeApercuRow {
  employeId: number;
  prenom: string;
  nom: string;
}

export interface CongesApercuRow {
  congesId: number;
  employeId: number;
  dateDebut: string;
  dateFin: string;
  demiJournee: number;
  congesTypeId: number;
  couleur: string;
  shortLabel: string;
}

/*
 * The leave table's read model: ONE prepared statement whatever the number of employees (the
 * bench's establishment has 116): each employee joined to their leave of the period, one row
 * without leave when they have none. Measured on the large data set, two statements and their
 * planning cost more than reading the rows. Indexes: employe(etablissement_id), membre(service_id),
 * service(etablissement_id), contrat(employe_id, date_debut), conges(employe_id, date_debut): the
 * leave's `offset 0` keeps one lookup of that index per employee, where the planner otherwise read
 * every leave of the month across all establishments (3,900 rows for 116 employees) and hashed them.
 */
const colonnes = {
  employeId: sql<number>`emp.id`,
  prenom: sql<string>`emp.prenom`,
  nom: sql<string>`emp.nom`,
  congesId: sql<number | null>`c.id`,
  dateDebut: sql<string | null>`c.date_debut::text`,
  dateFin: sql<string | null>`c.date_fin::text`,
  demiJournee: sql<number | null>`c.demi_journee`,
  congesTypeId: sql<number | null>`c.conges_type_id`,
  couleur: sql<string | null>`t.couleur`,
  shortLabel: sql<string | null>`t.short_label`,
};

const jointures = (au: Placeholder, du: Placeholder) => sql`left join lateral (select * from conges c
    where c.employe_id = emp.id and c.date_debut <= ${au} and c.date_fin >= ${du} offset 0) c on true
  left join conges_type t on t.id = c.conges_type_id`;

function preparer(db: Db, nom: string, employes: (du: Placeholder, au: Placeholder) => SQL) {
  const du = sql.placeholder('du');
  const au = sql.placeholder('au');
  return db
    .select(colonnes)
    .from(sql`(${employes(du, au)}) emp ${jointures(au, du)}`)
    .prepare(nom);
}

/**
 * The establishment's table starts from its row: its head office comes with the leave, for the
 * visibility check, in the same round trip (each one costs, on a loaded server, as much as the read).
 * An unknown establishment gives no row; one without employees, one row without an employee.
 */
function preparerAvecPortee(db: Db, nom: string, employes: (du: Placeholder, au: Placeholder) => SQL) {
  const du = sql.placeholder('du');
  const au = sql.placeholder('au');
  return db
    .select({
      ...colonnes,
      employeId: sql<number | null>`emp.id`,
      siegeSocialId: sql<number | null>`etab.siege_social_id`,
    })
    .from(sql`etablissement etab left join (${employes(du, au)}) emp on true ${jointures(au, du)}`)
    .where(sql`etab.id = ${sql.placeholder('id')}`)
    .prepare(nom);
}

/**
 * Employees of an establishment during [du, au]: a contract there overlapping the period, or a
 * membership, not ended before it, of one of its services not closed before it (a head-office
 * employee working in one of its services).
 */
const apercuEtablissement = parBase((db: Db) =>
  preparerAvecPortee(db, 'apercu_etablissement', (du, au) => {
    const etablissementId = sql.placeholder('id');
    return sql`select e.id, u.prenom, u.nom from employe e join utilisateur u on u.id = e.utilisateur_id
      where e.etablissement_id = ${etablissementId} and exists (select 1 from contrat k where k.employe_id = e.id
        and k.date_debut <= ${au} and (k.date_fin is null or k.date_fin >= ${du}))
      union
      select e.id, u.prenom, u.nom from membre m join service s on s.id = m.service_id
        join employe e on e.id = m.employe_id join utilisateur u on u.id = e.utilisateur_id
      where s.etablissement_id = ${etablissementId} and (s.date_fermeture is null or s.date_fermeture >= ${du})
        and (m.date_fin is null or m.date_fin >= ${du})`;
  }),
);

/** Members of a service during [du, au]: a membership that had not ended before `du`. */
const apercuService = parBase((db: Db) =>
  preparer(
    db,
    'apercu_service',
    (du) => sql`select distinct e.id, u.prenom, u.nom from membre m join employe e on e.id = m.employe_id
      join utilisateur u on u.id = e.utilisateur_id
      where m.service_id = ${sql.placeholder('id')} and (m.date_fin is null or m.date_fin >= ${du})`,
  ),
);

interface Apercu {
  employes: EmployeApercuRow[];
  leaves: CongesApercuRow[];
}

function separer(
  rows: readonly (Omit<EmployeApercuRow, 'employeId'> & { employeId: number | null } & {
    [K in keyof Omit<CongesApercuRow, 'employeId'>]: CongesApercuRow[K] | null;
  })[],
): Apercu {
  const employes: EmployeApercuRow[] = [];
  const leaves: CongesApercuRow[] = [];
  for (const r of rows) {
    if (r.employeId === null) continue;
    // One row per leave: the grid keeps each employee once.
    employes.push({ employeId: r.employeId, prenom: r.prenom, nom: r.nom });
    if (r.congesId === null) continue;
    leaves.push({
      congesId: r.congesId,
      employeId: r.employeId,
      dateDebut: r.dateDebut!,
      dateFin: r.dateFin!,
      demiJournee: r.demiJournee!,
      congesTypeId: r.congesTypeId!,
      couleur: r.couleur!,
      shortLabel: r.shortLabel!,
    });
  }
  return { employes, leaves };
}

/**
 * An establishment's employees and their leave of [du, au], with its place in the hierarchy;
 * `undefined` for an unknown establishment.
 */
export async function lireApercuEtablissement(
  db: Db,
  p: { etablissementId: number; du: string; au: string },
): Promise<(Apercu & { portee: EtablissementScope }) | undefined> {
  const rows = await apercuEtablissement(db).execute({ id: p.etablissementId, du: p.du, au: p.au });
  if (rows.length === 0) return undefined;
  return { ...separer(rows), portee: { etablissementId: p.etablissementId, siegeSocialId: rows[0]!.siegeSocialId } };
}

/** A service's members and their leave of [du, au]. */
export async function lireApercuService(db: Db, p: { serviceId: number; du: string; au: string }): Promise<Apercu> {
  return separer(await apercuService(db).execute({ id: p.serviceId, du: p.du, au: p.au }));
}
