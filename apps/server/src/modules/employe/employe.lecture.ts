import { CONTRAT_TYPE_CDI, TYPES_CRENEAU_EFFECTIFS } from '@roulement/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parametre } from '../../db/requetes';
import type { conges, congesCredit, congesType } from '../../db/schema';
import { employe, etablissement, membre, service, utilisateur } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { parBase } from '../../lib/par-base';
import { nomContient } from '../../lib/recherche';
import { type CreneauLu, TYPES_ECARTS } from '../planning/ecarts';
import type { HeureCreditRow } from './heures.repository';

// The leave rows read here, typed from the schema rather than from the conges repository.
type CongesRow = typeof conges.$inferSelect;
type CongesCreditRow = typeof congesCredit.$inferSelect;
type CongesTypeRow = typeof congesType.$inferSelect;

const scopeColumns = (today: string) => ({
  employeId: employe.id,
  utilisateurId: employe.utilisateurId,
  etablissementId: etablissement.id,
  siegeSocialId: etablissement.siegeSocialId,
  /** The services the employee belongs to from today on (their heads pose leave). */
  services: sql<number[]>`(select coalesce(json_agg(${membre.serviceId}), '[]'::json) from ${membre}
    where ${membre.employeId} = ${employe.id} and (${membre.dateFin} is null or ${membre.dateFin} >= ${today}))`,
});

/**
 * The employee, their establishment and their services, for the permission checks. With
 * `verrou`, the employee row is locked until the end of the transaction: every change of a
 * balance takes this lock first, so that two debits at once are checked one after the other.
 */
export async function findEmployeScope(db: DbOrTx, id: number, options: { verrou?: boolean } = {}) {
  const query = db
    .select(scopeColumns(todayInParis()))
    .from(employe)
    .innerJoin(etablissement, eq(etablissement.id, employe.etablissementId))
    .where(eq(employe.id, id));
  const [row] = await (options.verrou ? query.for('update', { of: employe }) : query);
  return row;
}

/** The contracts of the employee of the row, as a JSON list: statuses without a query per employee. */
const periodesContrats = sql<{ dateDebut: string; dateFin: string | null; metier: string }[]>`(
  select coalesce(json_agg(json_build_object('dateDebut', c.date_debut, 'dateFin', c.date_fin, 'metier', m.libelle)), '[]'::json)
  from contrat c join metier m on m.id = c.metier_id
  where c.employe_id = ${employe.id})`;

const resumeColumns = {
  employeId: employe.id,
  emailPro: employe.emailPro,
  utilisateurId: utilisateur.id,
  genre: utilisateur.genre,
  nom: utilisateur.nom,
  prenom: utilisateur.prenom,
  email: utilisateur.email,
  hasAvatar: sql<boolean>`exists (select 1 from avatar a where a.utilisateur_id = ${utilisateur.id})`,
  contrats: periodesContrats,
};
export type ResumeRow = Awaited<ReturnType<typeof listResumes>>[number];

/** List items with their contracts, in one query whatever the number of employees. */
function listResumes(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(resumeColumns)
    .from(employe)
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(where);
}

const resumesOfEtablissement = parBase((db: DbOrTx) =>
  listResumes(db, eq(employe.etablissementId, parametre('etablissementId'))).prepare('resumes_de_etablissement'),
);

/** Prepared: the employee list is planned once per connection, not on every call. */
export function listResumesOfEtablissement(db: DbOrTx, etablissementId: number) {
  return resumesOfEtablissement(db).execute({ etablissementId });
}

/** Employees of the establishment whose searchable name holds every word of the search. */
export function searchResumes(db: DbOrTx, etablissementId: number, recherche: string) {
  return listResumes(
    db,
    and(eq(employe.etablissementId, etablissementId), nomContient(utilisateur.nomRecherche, recherche)),
  );
}

/** What an employee is head of: deleting them would leave an establishment or a service headless. */
export async function findResponsabilites(db: DbOrTx, employeId: number) {
  const etablissements = await db
    .select({ raisonSociale: etablissement.raisonSociale })
    .from(etablissement)
    .where(eq(etablissement.directeurId, employeId));
  const services = await db.select({ nom: service.nom }).from(service).where(eq(service.chefDeServiceId, employeId));
  return { directeurDe: etablissements.map((e) => e.raisonSociale), chefDe: services.map((s) => s.nom) };
}

/** One employee record with everything it holds, as `findFiche` reads it. */
export interface FicheRow {
  id: number;
  utilisateurId: number;
  emailPro: string | null;
  delegueDuPersonnel: boolean;
  administrateur: boolean;
  soldeRecupInitial: number;
  dateEntreeAnciennete: string | null;
  utilisateur: { id: number; genre: 'Mr' | 'Mme'; nom: string; prenom: string; email: string; hasAvatar: boolean };
  etablissement: { id: number; raisonSociale: string; siegeSocialId: number | null; granulariteMinutes: number };
  contrats: {
    id: number;
    heuresHebdo: number;
    dateDebut: string;
    dateFin: string | null;
    cadre: boolean;
    nbJoursAstreintesAnnuels: number;
    remplaceEmployeId: number | null;
    remplaceNomComplet: string | null;
    type: { id: number; acronyme: string; libelle: string; eligibleRemplacement: boolean };
    metier: { id: number; libelle: string };
  }[];
  conges: CongesRow[];
  congesCredits: CongesCreditRow[];
  heureCredits: HeureCreditRow[];
  membres: {
    id: number;
    serviceId: number;
    serviceNom: string;
    couleur: string;
    heuresHebdo: number;
    dateFin: string | null;
  }[];
  /**
   * Deviation slots (any date), effective slots within a non-permanent contract, and work and
   * replacement in the weeks with training (its part outside contract time), by date.
   */
  creneaux: CreneauLu[];
  types: CongesTypeRow[];
}

/**
 * Whole employee records — employee, user, establishment, contracts (type, job, replaced
 * employee), leave, credits, hours credits, memberships, planning slots (deviations, hours worked)
 * and the leave types — in ONE statement
 * whatever their sizes: each list is a JSON aggregate of an indexed subquery. Measured 3 to 4 times
 * the throughput of one query per list, and 8 times that of Drizzle's relational query (whose
 * lateral joins cost more to plan than to run). Prepared, by one key each (an employee, a user):
 * PostgreSQL then plans it once per connection, where planning took longer (1.5 ms) than running
 * it on every call; a list of ids would have kept it planning each time (its generic plan looks
 * costlier than a plan for one id).
 */
function preparerFiches(db: DbOrTx, par: 'employe' | 'utilisateur') {
  return db
    .select({
      fiche: sql<FicheRow>`json_build_object(
      'id', e.id, 'utilisateurId', e.utilisateur_id, 'emailPro', e.email_pro,
      'delegueDuPersonnel', e.delegue_du_personnel, 'administrateur', e.administrateur,
      'soldeRecupInitial', e.solde_recup_initial, 'dateEntreeAnciennete', e.date_entree_anciennete,
      'utilisateur', json_build_object('id', u.id, 'genre', u.genre, 'nom', u.nom, 'prenom', u.prenom,
        'email', u.email, 'hasAvatar', exists (select 1 from avatar a where a.utilisateur_id = u.id)),
      'etablissement', json_build_object('id', et.id, 'raisonSociale', et.raison_sociale,
        'siegeSocialId', et.siege_social_id, 'granulariteMinutes', et.granularite_minutes),
      'contrats', (select coalesce(json_agg(json_build_object('id', c.id, 'heuresHebdo', c.heures_hebdo,
          'dateDebut', c.date_debut, 'dateFin', c.date_fin, 'cadre', c.cadre,
          'nbJoursAstreintesAnnuels', c.nb_jours_astreintes_annuels, 'remplaceEmployeId', c.remplace_employe_id,
          'remplaceNomComplet', ru.prenom || ' ' || ru.nom,
          'type', json_build_object('id', ct.id, 'acronyme', ct.acronyme, 'libelle', ct.libelle,
            'eligibleRemplacement', ct.eligible_remplacement),
          'metier', json_build_object('id', m.id, 'libelle', m.libelle))), '[]'::json)
        from contrat c
        join contrat_type ct on ct.id = c.contrat_type_id
        join metier m on m.id = c.metier_id
        left join employe re on re.id = c.remplace_employe_id
        left join utilisateur ru on ru.id = re.utilisateur_id
        where c.employe_id = e.id),
      'conges', (select coalesce(json_agg(json_build_object('id', x.id, 'employeId', x.employe_id,
          'congesTypeId', x.conges_type_id, 'dateDebut', x.date_debut, 'dateFin', x.date_fin,
          'demiJournee', x.demi_journee, 'nbJours', x.nb_jours, 'dateDemande', x.date_demande,
          'demandeCongesId', x.demande_conges_id, 'commentaire', x.commentaire)
          order by x.date_debut desc, x.id desc), '[]'::json)
        from conges x where x.employe_id = e.id),
      'congesCredits', (select coalesce(json_agg(json_build_object('id', k.id, 'employeId', k.employe_id,
          'congesTypeId', k.conges_type_id, 'date', k.date, 'nbJours', k.nb_jours, 'exceptionnel', k.exceptionnel,
          'dateExpiration', k.date_expiration, 'commentaire', k.commentaire)
          order by k.date desc, k.id desc), '[]'::json)
        from conges_credit k where k.employe_id = e.id),
      'heureCredits', (select coalesce(json_agg(json_build_object('id', h.id, 'employeId', h.employe_id,
          'date', h.date, 'minutes', h.minutes, 'raison', h.raison, 'commentaire', h.commentaire)
          order by h.date, h.id), '[]'::json)
        from heure_credit h where h.employe_id = e.id),
      'membres', (select coalesce(json_agg(json_build_object('id', mb.id, 'serviceId', s.id, 'serviceNom', s.nom,
          'couleur', mb.couleur, 'heuresHebdo', mb.heures_hebdo, 'dateFin', mb.date_fin) order by s.nom, mb.id), '[]'::json)
        from membre mb join service s on s.id = mb.service_id where mb.employe_id = e.id),
      'creneaux', (select coalesce(json_agg(json_build_object('id', cr.id, 'origineCreneauId', cr.origine_creneau_id,
          'type', cr.type, 'date', cr.date, 'heureDebut', cr.heure_debut, 'heureFin', cr.heure_fin,
          'serviceId', cr.service_id) order by cr.date, cr.heure_debut, cr.id), '[]'::json)
        from membre mc join creneau cr on cr.membre_id = mc.id
        where mc.employe_id = e.id and (cr.type in ${[...TYPES_ECARTS]}
          or (cr.type in ('CreneauDeTravail', 'CreneauDeRemplacement') and date_trunc('week', cr.date) in (
            select date_trunc('week', cf.date) from membre mf join creneau cf on cf.membre_id = mf.id
            where mf.employe_id = e.id and cf.type = 'CreneauDeFormation'))
          or (cr.type in ${[...TYPES_CRENEAU_EFFECTIFS]} and exists (select 1 from contrat cc
            where cc.employe_id = e.id and cc.contrat_type_id <> ${CONTRAT_TYPE_CDI}
              and cr.date >= cc.date_debut and (cc.date_fin is null or cr.date <= cc.date_fin))))),
      'types', (select json_agg(json_build_object('id', t.id, 'label', t.label, 'shortLabel', t.short_label,
          'couleur', t.couleur, 'avecSolde', t.avec_solde, 'chevauchementAutorise', t.chevauchement_autorise,
          'demiJourneeAutorisee', t.demi_journee_autorisee, 'modeDecompte', t.mode_decompte) order by t.id)
        from conges_type t))`,
    })
    .from(sql`employe e
      join utilisateur u on u.id = e.utilisateur_id
      join etablissement et on et.id = e.etablissement_id`)
    .where(par === 'employe' ? sql`e.id = ${parametre('id')}` : sql`e.utilisateur_id = ${parametre('id')}`)
    .orderBy(sql`e.etablissement_id`)
    .prepare(par === 'employe' ? 'fiche' : 'fiches_de_utilisateur');
}
const ficheParId = parBase((db: DbOrTx) => preparerFiches(db, 'employe'));
const fichesParUtilisateur = parBase((db: DbOrTx) => preparerFiches(db, 'utilisateur'));

export async function findFiche(db: DbOrTx, employeId: number): Promise<FicheRow | undefined> {
  const [row] = await ficheParId(db).execute({ id: employeId });
  return row?.fiche;
}

/** The records of a user, one per establishment, in the establishments' order. */
export async function findFichesDeUtilisateur(db: DbOrTx, utilisateurId: number): Promise<FicheRow[]> {
  const rows = await fichesParUtilisateur(db).execute({ id: utilisateurId });
  return rows.map((r) => r.fiche);
}
