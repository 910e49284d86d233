import type { EtablissementScope } from '@roulement/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parametre } from '../../db/requetes';
import { conges, congesType, employe, etablissement, utilisateur } from '../../db/schema';
import { parBase } from '../../lib/par-base';

/*
 * The leave table's read model: ONE prepared statement whatever the number of employees (the
 * bench's establishment has 116): each employee joined to their leave of the period, one line
 * without leave when they have none. Each `offset 0` and the `limit 1` subquery keep one index
 * lookup per employee (name, contract, leave) or per service (members): the planner otherwise
 * hashed every user, contract, membership and leave of the association (2,000 of each) for 116
 * employees, and the statement took 40 % longer.
 */
const [ID, DU, AU] = [parametre('id'), parametre('du'), parametre('au')];

const jointures = sql`left join lateral (select ${utilisateur.prenom}, ${utilisateur.nom} from ${employe}
    join ${utilisateur} on ${utilisateur.id} = ${employe.utilisateurId} where ${employe.id} = emp.id offset 0) u on true
  left join lateral (select * from ${conges} where ${conges.employeId} = emp.id and ${conges.dateDebut} <= ${AU}
    and ${conges.dateFin} >= ${DU} offset 0) c on true
  left join ${congesType} t on t.id = c.conges_type_id`;

/** One line per employee and leave of the period, the leave's fields null for none. */
const colonnes = {
  employeId: sql<number>`emp.id`,
  prenom: sql<string>`u.prenom`,
  nom: sql<string>`u.nom`,
  congesId: sql<number | null>`c.id`,
  dateDebut: sql<string | null>`c.date_debut::text`,
  dateFin: sql<string | null>`c.date_fin::text`,
  demiJournee: sql<number | null>`c.demi_journee`,
  congesTypeId: sql<number | null>`c.conges_type_id`,
  couleur: sql<string | null>`t.couleur`,
  shortLabel: sql<string | null>`t.short_label`,
};

/**
 * Its employees during [du, au]: a contract there overlapping the period, or a membership, not
 * ended before it, of one of its services not closed before it (a head-office employee working in
 * one of its services).
 */
const apercuEtablissement = parBase((db: Db) =>
  db
    .select(colonnes)
    .from(sql`(select e.id from employe e where e.etablissement_id = ${ID}
        and (select true from contrat k where k.employe_id = e.id and k.date_debut <= ${AU}
          and (k.date_fin is null or k.date_fin >= ${DU}) limit 1)
      union
      select m.employe_id from service s cross join lateral (select m.employe_id from membre m
          where m.service_id = s.id and (m.date_fin is null or m.date_fin >= ${DU}) offset 0) m
      where s.etablissement_id = ${ID} and (s.date_fermeture is null or s.date_fermeture >= ${DU})
    ) emp ${jointures}`)
    .prepare('apercu_etablissement'),
);

/** Members of a service during [du, au]: a membership that had not ended before `du`. */
const apercuService = parBase((db: Db) =>
  db
    .select(colonnes)
    .from(sql`(select distinct m.employe_id as id from membre m
      where m.service_id = ${ID} and (m.date_fin is null or m.date_fin >= ${DU})) emp ${jointures}`)
    .prepare('apercu_service'),
);

type LigneApercu = Awaited<ReturnType<ReturnType<typeof apercuService>['execute']>>[number];
export type EmployeApercuRow = Pick<LigneApercu, 'employeId' | 'prenom' | 'nom'>;
export type CongesApercuRow = { [K in keyof Omit<LigneApercu, 'prenom' | 'nom'>]: NonNullable<LigneApercu[K]> };

interface Apercu {
  employes: EmployeApercuRow[];
  leaves: CongesApercuRow[];
}

function separer(lignes: readonly LigneApercu[]): Apercu {
  const employes: EmployeApercuRow[] = [];
  const leaves: CongesApercuRow[] = [];
  for (const { prenom, nom, ...l } of lignes) {
    // One line per leave: the grid keeps each employee once.
    employes.push({ employeId: l.employeId, prenom, nom });
    if (l.congesId !== null) leaves.push(l as CongesApercuRow);
  }
  return { employes, leaves };
}

const siegeDe = parBase((db: Db) =>
  db
    .select({ siegeSocialId: etablissement.siegeSocialId })
    .from(etablissement)
    .where(eq(etablissement.id, ID))
    .prepare('apercu_siege'),
);

/**
 * An establishment's employees and their leave of [du, au], with its place in the hierarchy;
 * `undefined` for an unknown establishment.
 */
export async function lireApercuEtablissement(
  db: Db,
  p: { etablissementId: number; du: string; au: string },
): Promise<(Apercu & { portee: EtablissementScope }) | undefined> {
  const [etab] = await siegeDe(db).execute({ id: p.etablissementId });
  if (!etab) return undefined;
  const lignes = await apercuEtablissement(db).execute({ id: p.etablissementId, du: p.du, au: p.au });
  return { ...separer(lignes), portee: { etablissementId: p.etablissementId, siegeSocialId: etab.siegeSocialId } };
}

/** A service's members and their leave of [du, au]. */
export async function lireApercuService(db: Db, p: { serviceId: number; du: string; au: string }): Promise<Apercu> {
  return separer(await apercuService(db).execute({ id: p.serviceId, du: p.du, au: p.au }));
}
