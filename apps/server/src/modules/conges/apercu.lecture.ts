import type { EtablissementScope } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parametre, requetePreparee } from '../../db/requetes';

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
 * bench's establishment has 116): each employee joined to their leave of the period, one line
 * without leave when they have none. The lines travel as JSON arrays in one value: the driver
 * parsed 1,300 fields one by one in more processor time than PostgreSQL took to run the statement,
 * where JSON.parse reads the same lines in a twentieth of it. Each `offset 0` and the `limit 1`
 * subquery keep one index lookup per employee (name, contract, leave) or per service (members):
 * the planner otherwise hashed every user, contract, membership and leave of the association
 * (2,000 of each) for 116 employees, and the statement took 40 % longer.
 */
const [ID, DU, AU] = [parametre('id'), parametre('du'), parametre('au')];

/** [employeId, prenom, nom, then the leave's fields or nulls, in `CongesApercuRow`'s order]. */
type LigneApercu = [
  number,
  string,
  string,
  number | null,
  string | null,
  string | null,
  number | null,
  number | null,
  string | null,
  string | null,
];

const lignes = sql`json_agg(json_build_array(emp.id, u.prenom, u.nom, c.id, c.date_debut::text, c.date_fin::text,
  c.demi_journee, c.conges_type_id, t.couleur, t.short_label))`;

const jointures = sql`left join lateral (select u.prenom, u.nom from employe e join utilisateur u on u.id = e.utilisateur_id
    where e.id = emp.id offset 0) u on true
  left join lateral (select * from conges c
    where c.employe_id = emp.id and c.date_debut <= ${AU} and c.date_fin >= ${DU} offset 0) c on true
  left join conges_type t on t.id = c.conges_type_id`;

/**
 * The establishment's table starts from its row: its head office comes with the leave, for the
 * visibility check, in the same round trip (each one costs, on a loaded server, as much as the
 * read). An unknown establishment gives no row; one without employees, no lines. Its employees
 * during [du, au]: a contract there overlapping the period, or a membership, not ended before it,
 * of one of its services not closed before it (a head-office employee working in one of its services).
 */
const apercuEtablissement = requetePreparee<{ siegeSocialId: number | null; lignes: LigneApercu[] | null }>(
  'apercu_etablissement',
  sql`select etab.siege_social_id as "siegeSocialId", (select ${lignes} from (
      select e.id from employe e where e.etablissement_id = ${ID}
        and (select true from contrat k where k.employe_id = e.id and k.date_debut <= ${AU}
          and (k.date_fin is null or k.date_fin >= ${DU}) limit 1)
      union
      select m.employe_id from service s cross join lateral (select m.employe_id from membre m
          where m.service_id = s.id and (m.date_fin is null or m.date_fin >= ${DU}) offset 0) m
      where s.etablissement_id = ${ID} and (s.date_fermeture is null or s.date_fermeture >= ${DU})
    ) emp ${jointures}) as lignes
    from etablissement etab where etab.id = ${ID}`,
);

/** Members of a service during [du, au]: a membership that had not ended before `du`. */
const apercuService = requetePreparee<{ lignes: LigneApercu[] | null }>(
  'apercu_service',
  sql`select ${lignes} as lignes from (select distinct m.employe_id as id from membre m
      where m.service_id = ${ID} and (m.date_fin is null or m.date_fin >= ${DU})) emp ${jointures}`,
);

interface Apercu {
  employes: EmployeApercuRow[];
  leaves: CongesApercuRow[];
}

function separer(lignes: readonly LigneApercu[] | null): Apercu {
  const employes: EmployeApercuRow[] = [];
  const leaves: CongesApercuRow[] = [];
  for (const [
    employeId,
    prenom,
    nom,
    congesId,
    dateDebut,
    dateFin,
    demiJournee,
    congesTypeId,
    couleur,
    shortLabel,
  ] of lignes ?? []) {
    // One line per leave: the grid keeps each employee once.
    employes.push({ employeId, prenom, nom });
    if (congesId === null) continue;
    leaves.push({
      congesId,
      employeId,
      dateDebut: dateDebut!,
      dateFin: dateFin!,
      demiJournee: demiJournee!,
      congesTypeId: congesTypeId!,
      couleur: couleur!,
      shortLabel: shortLabel!,
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
  const [row] = await apercuEtablissement(db, { id: p.etablissementId, du: p.du, au: p.au });
  if (!row) return undefined;
  return { ...separer(row.lignes), portee: { etablissementId: p.etablissementId, siegeSocialId: row.siegeSocialId } };
}

/** A service's members and their leave of [du, au]. */
export async function lireApercuService(db: Db, p: { serviceId: number; du: string; au: string }): Promise<Apercu> {
  const [row] = await apercuService(db, { id: p.serviceId, du: p.du, au: p.au });
  return separer(row?.lignes ?? null);
}
