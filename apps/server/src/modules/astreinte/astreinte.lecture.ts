import type { EtablissementScope } from '@roulement/contract';
import { and, asc, between, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parametre } from '../../db/requetes';
import { astreinte, contrat, employe, etablissement, redirectionAstreinte, utilisateur } from '../../db/schema';
import { parBase } from '../../lib/par-base';

/**
 * Read models of the on-call roster: they join the roster to employees, contracts and the
 * establishment (other domains' tables), read only. Each is ONE statement, the establishment's
 * scope included, so the permission check costs no extra round trip.
 */

async function lignes<T>(db: DbOrTx, requete: ReturnType<typeof sql>): Promise<T[]> {
  const resultat = (await db.execute(requete)) as unknown as { rows: T[] };
  return resultat.rows;
}

const scope = (id: number) => sql`(select json_build_object('etablissementId', ${etablissement.id},
  'siegeSocialId', ${etablissement.siegeSocialId}) from ${etablissement} where ${etablissement.id} = ${id})`;

/** The establishment's place in the hierarchy, for the permission check. */
const scopeEtablissement = parBase((db: DbOrTx) =>
  db
    .select({ etablissementId: etablissement.id, siegeSocialId: etablissement.siegeSocialId })
    .from(etablissement)
    .where(eq(etablissement.id, parametre('id')))
    .prepare('astreinte_scope'),
);

const joursEntre = (id: number | Placeholder, du: string | Placeholder, au: string | Placeholder) =>
  and(eq(astreinte.etablissementId, id), between(astreinte.jour, du, au));

/**
 * The roster between two dates and the people it names: the hot read of the monthly grid, so
 * prepared statements (planning them each time cost about as much as running them).
 */
const joursDuPlanning = parBase((db: DbOrTx) =>
  db
    .select({ jour: astreinte.jour, employeId: astreinte.employeId })
    .from(astreinte)
    .where(joursEntre(parametre('id'), parametre('du'), parametre('au')))
    .orderBy(asc(astreinte.jour))
    .prepare('astreinte_planning_jours'),
);
const personnesDuPlanning = parBase((db: DbOrTx) =>
  db
    .select({ employeId: employe.id, nom: utilisateur.nom, prenom: utilisateur.prenom })
    .from(employe)
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(
      inArray(
        employe.id,
        db
          .select({ id: astreinte.employeId })
          .from(astreinte)
          .where(joursEntre(parametre('id'), parametre('du'), parametre('au'))),
      ),
    )
    .orderBy(asc(employe.id))
    .prepare('astreinte_planning_personnes'),
);

export type JourAstreinte = Awaited<ReturnType<ReturnType<typeof joursDuPlanning>['execute']>>[number];
export type PersonneAstreinte = Awaited<ReturnType<ReturnType<typeof personnesDuPlanning>['execute']>>[number];

export async function lirePlanning(db: DbOrTx, etablissementId: number, du: string, au: string) {
  const parametres = { id: etablissementId, du, au };
  const [scope] = await scopeEtablissement(db).execute(parametres);
  if (!scope) return { scope: null, jours: [], personnes: [] };
  const jours = await joursDuPlanning(db).execute(parametres);
  const personnes = await personnesDuPlanning(db).execute(parametres);
  return { scope, jours, personnes };
}

export interface LigneResume extends PersonneAstreinte {
  jours_dus: number;
  faits: number;
  prevus: number;
  sensibles: number;
}

/**
 * The year summary: everyone who owes days that year (cadre contracts overlapping it, prorated
 * to their days inside it) or holds an on-call day in it, with days done before `aujourdhui`,
 * planned from it, and weekend or holiday days.
 */
export async function lireResume(
  db: DbOrTx,
  etablissementId: number,
  annee: number,
  aujourdhui: string,
  feries: readonly string[],
) {
  const debut = `${annee}-01-01`;
  const fin = `${annee}-12-31`;
  const joursAnnee = sql`(${fin}::date - ${debut}::date + 1)`;
  const [row] = await lignes<{ scope: EtablissementScope | null; lignes: LigneResume[] }>(
    db,
    sql`with dus as (
      select c.employe_id, sum(c.nb_jours_astreintes_annuels::numeric
        * (least(coalesce(c.date_fin, ${fin}::date), ${fin}::date) - greatest(c.date_debut, ${debut}::date) + 1)
        / ${joursAnnee}) as jours
      from ${contrat} c join ${employe} e on e.id = c.employe_id
      where e.etablissement_id = ${etablissementId} and c.cadre and c.nb_jours_astreintes_annuels > 0
        and c.date_debut <= ${fin}::date and (c.date_fin is null or c.date_fin >= ${debut}::date)
      group by c.employe_id),
    tenus as (
      select a.employe_id,
        count(*) filter (where a.jour < ${aujourdhui}::date) as faits,
        count(*) filter (where a.jour >= ${aujourdhui}::date) as prevus,
        count(*) filter (where extract(isodow from a.jour) >= 6 or a.jour = any(${`{${feries.join(',')}}`}::date[])) as sensibles
      from ${astreinte} a
      where a.etablissement_id = ${etablissementId} and a.jour between ${debut}::date and ${fin}::date
      group by a.employe_id)
    select ${scope(etablissementId)} as scope,
      (select coalesce(json_agg(json_build_object('employeId', e.id, 'nom', u.nom, 'prenom', u.prenom,
          'jours_dus', round(coalesce(d.jours, 0), 1), 'faits', coalesce(t.faits, 0),
          'prevus', coalesce(t.prevus, 0), 'sensibles', coalesce(t.sensibles, 0)) order by u.nom, u.prenom, e.id), '[]')
        from dus d full join tenus t on t.employe_id = d.employe_id
        join ${employe} e on e.id = coalesce(d.employe_id, t.employe_id)
        join ${utilisateur} u on u.id = e.utilisateur_id) as lignes`,
  );
  return { scope: row?.scope ?? null, lignes: row?.lignes ?? [] };
}

/** Days due per year at a date: the cadre contract in force, prorated to its days in that year. */
export async function lireDues(db: DbOrTx, etablissementId: number, date: string) {
  const annee = Number(date.slice(0, 4));
  const debut = `${annee}-01-01`;
  const fin = `${annee}-12-31`;
  const [row] = await lignes<{ scope: EtablissementScope | null; dus: { employeId: number; jours: number }[] }>(
    db,
    sql`select ${scope(etablissementId)} as scope,
      (select coalesce(json_agg(json_build_object('employeId', c.employe_id, 'jours',
          round(c.nb_jours_astreintes_annuels::numeric
            * (least(coalesce(c.date_fin, ${fin}::date), ${fin}::date) - greatest(c.date_debut, ${debut}::date) + 1)
            / (${fin}::date - ${debut}::date + 1), 1)) order by c.employe_id), '[]')
        from ${contrat} c join ${employe} e on e.id = c.employe_id
        where e.etablissement_id = ${etablissementId} and c.cadre and c.nb_jours_astreintes_annuels > 0
          and c.date_debut <= ${date}::date and (c.date_fin is null or c.date_fin >= ${date}::date)) as dus`,
  );
  return { scope: row?.scope ?? null, dus: row?.dus ?? [] };
}

/** Ids among `ids` that are employees of the establishment (the roster names only its own). */
export async function employesDeLEtablissement(db: DbOrTx, etablissementId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: employe.id })
    .from(employe)
    .where(and(eq(employe.etablissementId, etablissementId), inArray(employe.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export interface LigneNumero {
  scope: EtablissementScope | null;
  numero_urgence: string | null;
  employe_id: number | null;
  nom: string | null;
  prenom: string | null;
  telephone_pro: string | null;
  derniere: Record<string, unknown> | null;
}

/** Today's on-call person, their professional phone, the emergency number and the last redirection. */
export async function lireNumero(db: DbOrTx, etablissementId: number, aujourdhui: string) {
  const [row] = await lignes<LigneNumero>(
    db,
    sql`select ${scope(etablissementId)} as scope,
      (select ${etablissement.numeroUrgence} from ${etablissement} where ${etablissement.id} = ${etablissementId}) as numero_urgence,
      a.employe_id, u.nom, u.prenom, u.telephone_pro,
      (select row_to_json(r) from (select * from ${redirectionAstreinte} where etablissement_id = ${etablissementId}
        order by demandee_le desc, id desc limit 1) r) as derniere
    from (select 1) un
    left join ${astreinte} a on a.etablissement_id = ${etablissementId} and a.jour = ${aujourdhui}::date
    left join ${employe} e on e.id = a.employe_id
    left join ${utilisateur} u on u.id = e.utilisateur_id`,
  );
  return row;
}

export const nomDe = (p: { prenom: string | null; nom: string | null }) => `${p.prenom ?? ''} ${p.nom ?? ''}`.trim();

export interface ARediriger {
  etablissement_id: number;
  numero_urgence: string;
  employe_id: number | null;
  telephone_pro: string | null;
  fin: string | null;
  derniere: { numero_de_renvoi: string; statut: string; debut: string; fin: string } | null;
}

/**
 * Every establishment with an emergency number, its on-call person today, the last day of their
 * run (the day before the next hand-over) and the last redirection asked: what the job compares.
 */
export function lireARediriger(db: DbOrTx, aujourdhui: string) {
  return lignes<ARediriger>(
    db,
    sql`select e.id as etablissement_id, e.numero_urgence, a.employe_id, u.telephone_pro,
      coalesce((select min(b.jour) - 1 from ${astreinte} b where b.etablissement_id = e.id and b.jour > ${aujourdhui}::date
          and b.employe_id <> a.employe_id),
        (select max(b.jour) from ${astreinte} b where b.etablissement_id = e.id and b.jour >= ${aujourdhui}::date))::text as fin,
      (select row_to_json(r) from (select numero_de_renvoi, statut, debut::text, fin::text from ${redirectionAstreinte}
        where etablissement_id = e.id order by demandee_le desc, id desc limit 1) r) as derniere
    from ${etablissement} e
    left join ${astreinte} a on a.etablissement_id = e.id and a.jour = ${aujourdhui}::date
    left join ${employe} em on em.id = a.employe_id
    left join ${utilisateur} u on u.id = em.utilisateur_id
    where e.numero_urgence is not null and e.numero_urgence <> ''
    order by e.id`,
  );
}
