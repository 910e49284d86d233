import type { EtablissementScope } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parametre, requetePreparee } from '../../db/requetes';
import { astreinte, contrat, employe, etablissement, redirectionAstreinte, utilisateur } from '../../db/schema';

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

export interface JourAstreinte {
  jour: string;
  employeId: number;
}
export interface PersonneAstreinte {
  employeId: number;
  nom: string;
  prenom: string;
}

interface PlanningRow {
  scope: EtablissementScope | null;
  jours: JourAstreinte[];
  personnes: PersonneAstreinte[];
}

/**
 * The roster between two dates and the people it names: the hot read of the monthly grid, so a
 * prepared statement (planning it each time cost about as much as running it).
 */
const planning = requetePreparee<PlanningRow>(
  'astreinte_planning',
  sql`with a as (
      select ${astreinte.jour}::text as jour, ${astreinte.employeId} as employe_id from ${astreinte}
      where ${astreinte.etablissementId} = ${parametre('id')}
        and ${astreinte.jour} between ${parametre('du')} and ${parametre('au')})
    select (select json_build_object('etablissementId', ${etablissement.id}, 'siegeSocialId', ${etablissement.siegeSocialId})
        from ${etablissement} where ${etablissement.id} = ${parametre('id')}) as scope,
      (select coalesce(json_agg(json_build_object('jour', a.jour, 'employeId', a.employe_id) order by a.jour), '[]')
        from a) as jours,
      (select coalesce(json_agg(json_build_object('employeId', e.id, 'nom', u.nom, 'prenom', u.prenom) order by e.id), '[]')
        from ${employe} e join ${utilisateur} u on u.id = e.utilisateur_id
        where e.id in (select employe_id from a)) as personnes`,
);

export async function lirePlanning(db: DbOrTx, etablissementId: number, du: string, au: string) {
  const [row] = await planning(db, { id: etablissementId, du, au });
  return { scope: row?.scope ?? null, jours: row?.jours ?? [], personnes: row?.personnes ?? [] };
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
  const rows = await lignes<{ id: number }>(
    db,
    sql`select ${employe.id} as id from ${employe} where ${employe.etablissementId} = ${etablissementId}
      and ${employe.id} = any(${`{${ids.join(',')}}`}::int[])`,
  );
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
