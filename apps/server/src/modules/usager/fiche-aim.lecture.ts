import type { PeriodiciteAim, PosteAimId, StatutFicheAim } from '@roulement/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isoUtc, parametre, requetePreparee, rowsOf } from '../../db/requetes';

/** Read models of the sheets: with their resident, service and establishment, lines and money. */

export interface PosteRow {
  posteAimId: PosteAimId;
  libelle: string;
  periodicite: PeriodiciteAim;
  icone: string;
}

export const poste = (alias: string) =>
  sql.raw(`${alias}.id as "posteAimId", ${alias}.libelle, ${alias}.periodicite, ${alias}.icone`);

export async function listPostes(db: DbOrTx): Promise<PosteRow[]> {
  return rowsOf<PosteRow>(await db.execute(sql`select ${poste('p')} from poste_aim p order by p.ordre`));
}

export interface FicheScopeRow {
  ficheAimId: number;
  usagerId: number;
  usagerNomComplet: string;
  etablissementId: number;
  siegeSocialId: number | null;
  aideIndividuelleMensuelle: boolean;
  serviceId: number;
  serviceNom: string;
  annee: number;
  mois: number;
  statut: StatutFicheAim;
  existePrecedante: boolean;
  existeSuivante: boolean;
}

const selectFiche = sql`
  select f.id as "ficheAimId", f.usager_id as "usagerId", u.prenom || ' ' || u.nom as "usagerNomComplet",
    e.id as "etablissementId", e.siege_social_id as "siegeSocialId",
    e.aide_individuelle_mensuelle as "aideIndividuelleMensuelle",
    f.service_id as "serviceId", s.nom as "serviceNom", f.annee, f.mois, f.statut,
    exists (select 1 from fiche_aim p where p.usager_id = f.usager_id
      and p.annee = case when f.mois = 1 then f.annee - 1 else f.annee end
      and p.mois = case when f.mois = 1 then 12 else f.mois - 1 end) as "existePrecedante",
    exists (select 1 from fiche_aim n where n.usager_id = f.usager_id
      and n.annee = case when f.mois = 12 then f.annee + 1 else f.annee end
      and n.mois = case when f.mois = 12 then 1 else f.mois + 1 end) as "existeSuivante"
  from fiche_aim f
  join usager u on u.id = f.usager_id
  join etablissement e on e.id = f.etablissement_id
  join service s on s.id = f.service_id`;

/** A sheet with what every check needs; `verrou` locks the sheet row for the write that follows. */
export async function findFicheScope(
  db: DbOrTx,
  ficheAimId: number,
  options: { verrou?: boolean } = {},
): Promise<FicheScopeRow | undefined> {
  const verrou = options.verrou ? sql` for update of f` : sql``;
  return rowsOf<FicheScopeRow>(await db.execute(sql`${selectFiche} where f.id = ${ficheAimId}${verrou}`))[0];
}

export async function findFicheDuMois(
  db: DbOrTx,
  usagerId: number,
  annee: number,
  mois: number,
): Promise<FicheScopeRow | undefined> {
  return rowsOf<FicheScopeRow>(
    await db.execute(sql`${selectFiche} where f.usager_id = ${usagerId} and f.annee = ${annee} and f.mois = ${mois}`),
  )[0];
}

export interface LigneRow extends PosteRow {
  ligneFicheId: number;
  montantInitial: string;
}

export async function listLignes(db: DbOrTx, ficheAimId: number): Promise<LigneRow[]> {
  const rows = await db.execute(sql`
    select l.id as "ligneFicheId", l.montant_initial as "montantInitial", ${poste('p')}
    from fiche_aim_ligne l join poste_aim p on p.id = l.poste_aim_id
    where l.fiche_aim_id = ${ficheAimId} order by l.ordre, p.ordre`);
  return rowsOf<LigneRow>(rows);
}

export interface OperationRow extends PosteRow {
  operationAimId: number;
  ajustementId: number;
  explication: string;
  montant: string;
  auteur: string | null;
  creeLe: string;
}

/** Every operation of a sheet with its adjustment, in the order they were made. */
export async function listOperations(db: DbOrTx, ficheAimId: number): Promise<OperationRow[]> {
  const rows = await db.execute(sql`
    select o.id as "operationAimId", a.id as "ajustementId", a.explication, o.montant,
      ut.prenom || ' ' || ut.nom as auteur, ${isoUtc(sql`a.cree_le`)} as "creeLe",
      ${poste('p')}
    from ajustement a
    join operation_aim o on o.ajustement_id = a.id
    join poste_aim p on p.id = o.poste_aim_id
    left join utilisateur ut on ut.id = a.auteur_id
    where a.fiche_aim_id = ${ficheAimId}
    order by a.id, p.ordre`);
  return rowsOf<OperationRow>(rows);
}

export interface FicheResumeRow {
  ficheAimId: number;
  usagerId: number;
  usagerNomComplet: string;
  etablissementId: number;
  serviceId: number;
  serviceNom: string;
  annee: number;
  mois: number;
  statut: StatutFicheAim;
  postes: PosteAimId[];
  total: string;
}

/**
 * A resident's sheets in one establishment, newest first, with their items and total as the
 * sheets keep them (migration 0022). Prepared (the history screen, issue 14). With `parPoste`, a
 * `posteAimId` keeps the sheets with that item (null keeps all); without, the statement has no
 * optional filter, so PostgreSQL can keep one generic plan instead of planning each call.
 */
export const fichesResumeSql = (
  parPoste: boolean,
) => sql`select f.id as "ficheAimId", f.usager_id as "usagerId", u.prenom || ' ' || u.nom as "usagerNomComplet",
      f.etablissement_id as "etablissementId", f.service_id as "serviceId", s.nom as "serviceNom",
      f.annee, f.mois, f.statut, f.postes, f.total::text as total
    from fiche_aim f
    join usager u on u.id = f.usager_id
    join service s on s.id = f.service_id
    where f.usager_id = ${parametre('usagerId')} and f.etablissement_id = ${parametre('etablissementId')}
      ${parPoste ? sql`and (${parametre('posteAimId')}::text is null or ${parametre('posteAimId')} = any(f.postes))` : sql``}
    order by f.annee desc, f.mois desc`;
const fichesResume = requetePreparee<FicheResumeRow>('usager_fiches_resume', fichesResumeSql(true));

export async function listFichesResume(
  db: DbOrTx,
  usagerId: number,
  etablissementId: number,
  posteAimId?: string,
): Promise<FicheResumeRow[]> {
  return fichesResume(db, { usagerId, etablissementId, posteAimId: posteAimId ?? null });
}

/** The latest sheet of a resident (any establishment: one sheet per resident and month). */
export async function findDerniereFiche(db: DbOrTx, usagerId: number) {
  const rows = await db.execute(sql`
    select id as "ficheAimId", annee, mois, statut, service_id as "serviceId" from fiche_aim
    where usager_id = ${usagerId} order by annee desc, mois desc limit 1`);
  return rowsOf<{ ficheAimId: number; annee: number; mois: number; statut: StatutFicheAim; serviceId: number }>(
    rows,
  )[0];
}

export interface MouvementRow extends PosteRow {
  mouvementId: number;
  type: 'CREANCE' | 'DETTE' | 'VERSEMENT';
  dateApplication: string;
  montant: string;
  ficheAimId: number | null;
  versementId: number | null;
}

/**
 * A resident's movements in one establishment, latest first, prepared like the sheets; a
 * `posteAimId` keeps one item's, `avant` those before a date (null: no filter).
 */
/** The movements of a resident in one establishment, latest first: what every movement read shares. */
export const mouvementsDuResident = sql`m.usager_id = ${parametre('usagerId')} and m.etablissement_id = ${parametre('etablissementId')}`;
export const ordreDesMouvements = sql`m.date_application desc, m.id desc`;

const mouvementsSql = sql`select m.id as "mouvementId", m.type, m.date_application::text as "dateApplication",
      m.montant,
      m.fiche_aim_id as "ficheAimId", m.versement_id as "versementId", ${poste('p')}
    from mouvement m join poste_aim p on p.id = m.poste_aim_id
    where ${mouvementsDuResident}
      and (${parametre('posteAimId')}::text is null or m.poste_aim_id = ${parametre('posteAimId')})
      and (${parametre('avant')}::date is null or m.date_application < ${parametre('avant')}::date)
    order by ${ordreDesMouvements}`;
const mouvements = requetePreparee<MouvementRow>('usager_mouvements', mouvementsSql);

export async function listMouvements(
  db: DbOrTx,
  usagerId: number,
  etablissementId: number,
  filtre: { posteAimId?: string | undefined; avant?: string | undefined } = {},
): Promise<MouvementRow[]> {
  return mouvements(db, {
    usagerId,
    etablissementId,
    posteAimId: filtre.posteAimId ?? null,
    avant: filtre.avant ?? null,
  });
}

export interface ValidationEnCoursRow {
  demandeId: number;
  acceptees: number;
  total: number;
}

/** Progress of a sheet's latest pending validation request: accepted validations out of all. */
export const validationEnCoursSql = (ficheAimId: SQL) => sql`
    select d.id as "demandeId",
      (select count(*)::int from validation v where v.demande_id = d.id and v.accepte) as acceptees,
      (select count(*)::int from validation v where v.demande_id = d.id) as total
    from demande_fiche_aim df join demande d on d.id = df.demande_id
    where df.fiche_aim_id = (${ficheAimId}) and d.statut_id = 1
    order by d.id desc limit 1`;

/** The latest request made for a sheet (any status). */
export async function findDerniereDemandeDeFiche(db: DbOrTx, ficheAimId: number): Promise<number | undefined> {
  const rows = await db.execute(sql`
    select demande_id as id from demande_fiche_aim where fiche_aim_id = ${ficheAimId}
    order by demande_id desc limit 1`);
  return rowsOf<{ id: number }>(rows)[0]?.id;
}

/** The sheet a request is about, for the request's detail and its effect. */
export async function findFicheDeDemande(db: DbOrTx, demandeId: number): Promise<number | undefined> {
  const rows = await db.execute(sql`select fiche_aim_id as id from demande_fiche_aim where demande_id = ${demandeId}`);
  return rowsOf<{ id: number }>(rows)[0]?.id;
}
