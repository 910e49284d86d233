import type { EtablissementScope } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requetePreparee } from '../../db/requetes';

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
 * bench's establishment has 116), its rows as the driver reads them: each employee joined to
 * their leave of the period, one row without leave when they have none. Measured on the large data
 * set, two statements and their planning cost more than reading the rows. Each `offset 0` and the
 * `limit 1` subquery keep one index lookup per employee (name, contract, leave) or per service
 * (members): the planner otherwise hashed every user, contract, membership and leave of the
 * association (2,000 of each) for 116 employees, and the statement took 40 % longer.
 */
const [ID, DU, AU] = [sql.placeholder('id'), sql.placeholder('du'), sql.placeholder('au')];

type LigneApercu = { employeId: number | null; prenom: string; nom: string } & {
  [K in keyof Omit<CongesApercuRow, 'employeId'>]: CongesApercuRow[K] | null;
};

const colonnes = sql`emp.id as "employeId", u.prenom, u.nom, c.id as "congesId",
  c.date_debut::text as "dateDebut", c.date_fin::text as "dateFin", c.demi_journee as "demiJournee",
  c.conges_type_id as "congesTypeId", t.couleur, t.short_label as "shortLabel"`;

const jointures = sql`left join lateral (select u.prenom, u.nom from employe e join utilisateur u on u.id = e.utilisateur_id
    where e.id = emp.id offset 0) u on true
  left join lateral (select * from conges c
    where c.employe_id = emp.id and c.date_debut <= ${AU} and c.date_fin >= ${DU} offset 0) c on true
  left join conges_type t on t.id = c.conges_type_id`;

/**
 * The establishment's table starts from its row: its head office comes with the leave, for the
 * visibility check, in the same round trip (each one costs, on a loaded server, as much as the
 * read). An unknown establishment gives no row; one without employees, one row without an
 * employee. Its employees during [du, au]: a contract there overlapping the period, or a
 * membership, not ended before it, of one of its services not closed before it (a head-office
 * employee working in one of its services).
 */
const apercuEtablissement = requetePreparee<LigneApercu & { siegeSocialId: number | null }>(
  'apercu_etablissement',
  sql`select ${colonnes}, etab.siege_social_id as "siegeSocialId"
    from etablissement etab left join (
      select e.id from employe e where e.etablissement_id = ${ID}
        and (select true from contrat k where k.employe_id = e.id and k.date_debut <= ${AU}
          and (k.date_fin is null or k.date_fin >= ${DU}) limit 1)
      union
      select m.employe_id from service s cross join lateral (select m.employe_id from membre m
          where m.service_id = s.id and (m.date_fin is null or m.date_fin >= ${DU}) offset 0) m
      where s.etablissement_id = ${ID} and (s.date_fermeture is null or s.date_fermeture >= ${DU})
    ) emp on true ${jointures}
    where etab.id = ${ID}`,
);

/** Members of a service during [du, au]: a membership that had not ended before `du`. */
const apercuService = requetePreparee<LigneApercu>(
  'apercu_service',
  sql`select ${colonnes} from (select distinct m.employe_id as id from membre m
      where m.service_id = ${ID} and (m.date_fin is null or m.date_fin >= ${DU})) emp ${jointures}`,
);

interface Apercu {
  employes: EmployeApercuRow[];
  leaves: CongesApercuRow[];
}

function separer(rows: readonly LigneApercu[]): Apercu {
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
  const rows = await apercuEtablissement(db, { id: p.etablissementId, du: p.du, au: p.au });
  if (rows.length === 0) return undefined;
  return { ...separer(rows), portee: { etablissementId: p.etablissementId, siegeSocialId: rows[0]!.siegeSocialId } };
}

/** A service's members and their leave of [du, au]. */
export async function lireApercuService(db: Db, p: { serviceId: number; du: string; au: string }): Promise<Apercu> {
  return separer(await apercuService(db, { id: p.serviceId, du: p.du, au: p.au }));
}
