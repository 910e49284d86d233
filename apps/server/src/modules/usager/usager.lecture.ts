import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Parametre, parametre, requetePreparee, rowsOf } from '../../db/requetes';

/** Read models of the resident module that join other domains' tables (establishment, service). */

export interface UsagerScopeRow {
  usagerId: number;
  nom: string;
  prenom: string;
  genre: 'M' | 'F' | 'AUTRE';
  etablissementId: number;
  siegeSocialId: number | null;
  aideIndividuelleMensuelle: boolean;
  status: string;
  accueilId: number | null;
  serviceId: number | null;
  serviceNom: string | null;
  dispositifId: number | null;
  dispositifLibelle: string | null;
  dateDebut: string | null;
  dateFin: string | null;
}

/** 'Accueilli' today, else 'A venir' with a later stay, 'Sorti' with past ones only (decision 060). */
const statut = (today: string | Parametre) => sql`case
    when exists (select 1 from accueil a where a.usager_id = u.id and a.date_debut <= ${today}
                 and (a.date_fin is null or a.date_fin >= ${today})) then 'Accueilli'
    when exists (select 1 from accueil a where a.usager_id = u.id and a.date_debut > ${today}) then 'A venir'
    when exists (select 1 from accueil a where a.usager_id = u.id) then 'Sorti'
    else 'Sans accueil' end`;

/**
 * A resident with their establishment's scope and today's stay, in one prepared statement: every
 * resident call starts with it. The locking variant also locks the resident against concurrent writes.
 */
export const usagerScopeSql = (
  verrou: boolean,
) => sql`select u.id as "usagerId", u.nom, u.prenom, u.genre, e.id as "etablissementId",
        e.siege_social_id as "siegeSocialId", e.aide_individuelle_mensuelle as "aideIndividuelleMensuelle",
        ${statut(parametre('today'))} as status,
        a.id as "accueilId", a.service_id as "serviceId", s.nom as "serviceNom",
        a.dispositif_id as "dispositifId", d.libelle as "dispositifLibelle",
        a.date_debut::text as "dateDebut", a.date_fin::text as "dateFin"
      from usager u
      join etablissement e on e.id = u.etablissement_id
      left join lateral (
        select * from accueil a where a.usager_id = u.id and a.date_debut <= ${parametre('today')}::date
          and (a.date_fin is null or a.date_fin >= ${parametre('today')}::date)
        order by a.date_debut desc limit 1
      ) a on true
      left join service s on s.id = a.service_id
      left join dispositif d on d.id = a.dispositif_id
      where u.id = ${parametre('usagerId')}${verrou ? sql` for no key update of u` : sql``}`;
const usagerScopeLu = requetePreparee<UsagerScopeRow>('usager_scope', usagerScopeSql(false));
const usagerScopeVerrouille = requetePreparee<UsagerScopeRow>('usager_scope_verrou', usagerScopeSql(true));

export async function findUsagerScope(
  db: DbOrTx,
  usagerId: number,
  today: string,
  options: { verrou?: boolean } = {},
): Promise<UsagerScopeRow | undefined> {
  const requete = options.verrou ? usagerScopeVerrouille : usagerScopeLu;
  return (await requete(db, { usagerId, today }))[0];
}

export interface UsagerListeRow {
  usagerId: number;
  etablissementId: number;
  nom: string;
  prenom: string;
  genre: 'M' | 'F' | 'AUTRE';
  status: string;
}

/** Residents of these establishments, by name; `recherche` on last name then first name. */
export async function listUsagers(
  db: DbOrTx,
  etablissementIds: readonly number[],
  today: string,
  recherche: string,
  limite: number,
): Promise<UsagerListeRow[]> {
  if (etablissementIds.length === 0) return [];
  const filtre: SQL = recherche
    ? sql`and lower(u.nom || ' ' || u.prenom) like ${`%${recherche.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql``;
  const rows = await db.execute(sql`
    select u.id as "usagerId", u.etablissement_id as "etablissementId", u.nom, u.prenom, u.genre,
      ${statut(today)} as status
    from usager u
    where u.etablissement_id in (${sql.join(
      etablissementIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ${filtre}
    order by lower(u.nom), lower(u.prenom), u.id
    limit ${limite}`);
  return rowsOf<UsagerListeRow>(rows);
}

export interface AccueilRow {
  accueilId: number;
  usagerId: number;
  serviceId: number;
  serviceNom: string;
  dispositifId: number | null;
  dispositifLibelle: string | null;
  dateDebut: string;
  dateFin: string | null;
}

const selectAccueils = sql`
  select a.id as "accueilId", a.usager_id as "usagerId", a.service_id as "serviceId", s.nom as "serviceNom",
    a.dispositif_id as "dispositifId", d.libelle as "dispositifLibelle",
    a.date_debut::text as "dateDebut", a.date_fin::text as "dateFin"
  from accueil a join service s on s.id = a.service_id left join dispositif d on d.id = a.dispositif_id`;

/** A resident's stays, latest first (prepared: the history screen and the stays' list). */
export const accueilsSql = sql`${selectAccueils} where a.usager_id = ${parametre('usagerId')}
  order by a.date_debut desc, a.id desc`;
const accueils = requetePreparee<AccueilRow>('usager_accueils', accueilsSql);

export async function listAccueils(db: DbOrTx, usagerId: number): Promise<AccueilRow[]> {
  return accueils(db, { usagerId });
}

export async function findAccueil(db: DbOrTx, accueilId: number): Promise<AccueilRow | undefined> {
  return rowsOf<AccueilRow>(await db.execute(sql`${selectAccueils} where a.id = ${accueilId}`))[0];
}

export interface ServiceAimRow {
  serviceId: number;
  nom: string;
  etablissementId: number;
  siegeSocialId: number | null;
  aideIndividuelleMensuelle: boolean;
  dateFermeture: string | null;
  chefUtilisateurId: number | null;
  chefNomComplet: string | null;
  chefEmail: string | null;
}

/** A service with its establishment's scope and its head (the model tab, the missing-model error). */
export async function findServiceAim(db: DbOrTx, serviceId: number): Promise<ServiceAimRow | undefined> {
  const rows = await db.execute(sql`
    select s.id as "serviceId", s.nom, e.id as "etablissementId", e.siege_social_id as "siegeSocialId",
      e.aide_individuelle_mensuelle as "aideIndividuelleMensuelle", s.date_fermeture::text as "dateFermeture",
      ut.id as "chefUtilisateurId", ut.prenom || ' ' || ut.nom as "chefNomComplet", ut.email as "chefEmail"
    from service s join etablissement e on e.id = s.etablissement_id
    left join employe em on em.id = s.chef_de_service_id
    left join utilisateur ut on ut.id = em.utilisateur_id
    where s.id = ${serviceId}`);
  return rowsOf<ServiceAimRow>(rows)[0];
}

export interface DispositifRow {
  dispositifId: number;
  etablissementId: number;
  libelle: string;
  dureeMinimum: number;
  dureeMaximum: number;
  supprimeLe: string | null;
}

export async function findDispositif(db: DbOrTx, dispositifId: number): Promise<DispositifRow | undefined> {
  const rows = await db.execute(sql`
    select id as "dispositifId", etablissement_id as "etablissementId", libelle,
      duree_minimum as "dureeMinimum", duree_maximum as "dureeMaximum", supprime_le::text as "supprimeLe"
    from dispositif where id = ${dispositifId}`);
  return rowsOf<DispositifRow>(rows)[0];
}

/** The employee a user is in this establishment (a request names one), else any of theirs. */
export async function findEmployeDuDemandeur(
  db: DbOrTx,
  utilisateurId: number,
  etablissementId: number,
): Promise<number | undefined> {
  const rows = await db.execute(sql`
    select id from employe where utilisateur_id = ${utilisateurId}
    order by (etablissement_id = ${etablissementId}) desc, id limit 1`);
  return rowsOf<{ id: number }>(rows)[0]?.id;
}
