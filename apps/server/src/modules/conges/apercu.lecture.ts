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

function preparer(db: Db, nom: string, employes: (du: Placeholder, au: Placeholder) => SQL) {
  const du = sql.placeholder('du');
  const au = sql.placeholder('au');
  return db
    .select(colonnes)
    .from(sql`(${employes(du, au)}) emp
      left join lateral (select * from conges c where c.employe_id = emp.id
        and c.date_debut <= ${au} and c.date_fin >= ${du} offset 0) c on true
      left join conges_type t on t.id = c.conges_type_id`)
    .prepare(nom);
}

/**
 * Employees of an establishment during [du, au]: a contract there overlapping the period, or a
 * membership, not ended before it, of one of its services not closed before it (a head-office
 * employee working in one of its services).
 */
const apercuEtablissement = parBase((db: Db) =>
  preparer(db, 'apercu_etablissement', (du, au) => {
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

/** The employees of the table (an establishment's, or a service's with `serviceId`) and their leave of [du, au]. */
export async function lireApercu(
  db: Db,
  p: { etablissementId: number; serviceId?: number; du: string; au: string },
): Promise<{ employes: EmployeApercuRow[]; leaves: CongesApercuRow[] }> {
  const requete = p.serviceId === undefined ? apercuEtablissement(db) : apercuService(db);
  const rows = await requete.execute({ id: p.serviceId ?? p.etablissementId, du: p.du, au: p.au });
  const leaves: CongesApercuRow[] = [];
  for (const r of rows) {
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
  return { employes: rows.map((r) => ({ employeId: r.employeId, prenom: r.prenom, nom: r.nom })), leaves };
}
