import { apiRoutes, buildPath, semaineDe } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { todayInParis } from '../../lib/dates';
import type { TestApp } from '../test-app';
import { lignes } from './requetes';

/**
 * What an establishment keeps to itself, seen twice around the fuzzing of the users of other
 * establishments: the rows that hang off it, and what its own people read through the API.
 */

const DE_L_ETABLISSEMENT = `
  with e as (select id from employe where etablissement_id = $E),
       s as (select id from service where etablissement_id = $E),
       m as (select id from modele_planning where service_id in (select id from s))
  select 'etablissement' as t, to_jsonb(x) as r from etablissement x where id = $E
  union all select 'employe', to_jsonb(x) from employe x where id in (select id from e)
  union all select 'utilisateur', to_jsonb(x) from utilisateur x
    where id in (select utilisateur_id from employe where id in (select id from e))
  union all select 'contrat', to_jsonb(x) from contrat x where employe_id in (select id from e)
  union all select 'heure_credit', to_jsonb(x) from heure_credit x where employe_id in (select id from e)
  union all select 'conges', to_jsonb(x) from conges x where employe_id in (select id from e)
  union all select 'conges_credit', to_jsonb(x) from conges_credit x where employe_id in (select id from e)
  union all select 'service', to_jsonb(x) from service x where id in (select id from s)
  union all select 'membre', to_jsonb(x) from membre x where service_id in (select id from s)
  union all select 'creneau', to_jsonb(x) from creneau x where service_id in (select id from s)
  union all select 'jour_de_repos', to_jsonb(x) from jour_de_repos x where service_id in (select id from s)
  union all select 'publication_modele', to_jsonb(x) from publication_modele x where service_id in (select id from s)
  union all select 'modele_planning', to_jsonb(x) from modele_planning x where id in (select id from m)
  union all select 'modele_creneau', to_jsonb(x) from modele_creneau x where modele_id in (select id from m)
  union all select 'modele_jour_de_repos', to_jsonb(x) from modele_jour_de_repos x where modele_id in (select id from m)`;

/** Per table of the establishment: its row count and a hash of its rows. */
export async function empreinteDesLignes(db: Db, etablissementId: number): Promise<Record<string, string>> {
  const requete = `select t, count(*)::int as n, md5(string_agg(r::text, '|' order by r::text)) as h
    from (${DE_L_ETABLISSEMENT.replaceAll('$E', String(Number(etablissementId)))}) lignes group by t order by t`;
  const rows = await lignes<{ t: string; n: number; h: string }>(db, sql.raw(requete));
  return Object.fromEntries(rows.map((l) => [l.t, `${l.n} lignes, ${l.h}`]));
}

/** Every GET answer that a salaried employee and the administrator of the establishment see. */
export async function ceQueVoitLEtablissement(
  t: TestApp,
  etablissementId: number,
  salarie: { authorization: string; utilisateurId: number },
  administrateur: { authorization: string },
): Promise<Record<string, string>> {
  const services = await lignes<{ id: number }>(
    t.db,
    sql`select id from service where etablissement_id = ${etablissementId} order by id`,
  );
  const employes = await lignes<{ id: number }>(
    t.db,
    sql`select id from employe where etablissement_id = ${etablissementId} order by id`,
  );
  const { semaine, annee } = semaineDe(todayInParis());
  const semaineQ = `?_annee=${annee}&_semaine=${semaine}`;
  const api = (path: string, params: Record<string, number> = {}) => `/api${buildPath(path, params)}`;
  const { employe, service, membre, modele, planning, etablissement } = apiRoutes;
  const parSalarie = [
    api(employe.listerParUtilisateur.path, { id: salarie.utilisateurId }),
    api(planning.creneauxUtilisateur.path, { id: salarie.utilisateurId }) + semaineQ,
    api(etablissement.lister.path),
  ];
  const parAdministrateur = [
    api(etablissement.lister.path),
    api(employe.listerParEtablissement.path, { id: etablissementId }),
    api(service.listerParEtablissement.path, { etablissementId }),
    api(membre.listerParEtablissement.path, { etablissementId }),
    ...employes.map(({ id }) => api(employe.lire.path, { id })),
    ...services.flatMap(({ id: serviceId }) => [
      api(service.lire.path, { serviceId }),
      api(modele.lireParService.path, { serviceId }),
      api(planning.creneauxServiceSemaine.path, { serviceId }) + semaineQ,
      api(planning.joursDeReposService.path, { serviceId }) + semaineQ,
    ]),
  ];
  const vue: Record<string, string> = {};
  for (const [qui, headers, urls] of [
    ['salarié', salarie, parSalarie],
    ['administrateur', administrateur, parAdministrateur],
  ] as const) {
    for (const url of urls) {
      const r = await t.inject({ method: 'GET', url, headers: { authorization: headers.authorization } });
      vue[`${qui} GET ${url}`] = `${r.statusCode} ${r.body}`;
    }
  }
  return vue;
}
