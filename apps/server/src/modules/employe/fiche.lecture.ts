import { CONTRAT_TYPE_CDI, TYPES_CRENEAU_EFFECTIFS } from '@roulement/contract';
import { type AnyColumn, and, asc, desc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { parametre, parmi } from '../../db/requetes';
import {
  conges,
  congesCredit,
  congesType,
  contrat,
  contratType,
  creneau,
  employe,
  etablissement,
  heureCredit,
  membre,
  metier,
  service,
  utilisateur,
} from '../../db/schema';
import { parBase } from '../../lib/par-base';
import { grouperParEmploye } from '../../lib/par-employe';
import { TYPES_ECARTS } from './ecarts';
import { colonnesCreneauLu } from './ecarts.lecture';
import { aUnAvatar } from './employe.lecture';

const remplace = alias(employe, 'remplace');
const remplaceUtilisateur = alias(utilisateur, 'remplace_utilisateur');

function listContratsFiche(db: DbOrTx) {
  return db
    .select({
      employeId: contrat.employeId,
      id: contrat.id,
      heuresHebdo: contrat.heuresHebdo,
      dateDebut: contrat.dateDebut,
      dateFin: contrat.dateFin,
      cadre: contrat.cadre,
      nbJoursAstreintesAnnuels: contrat.nbJoursAstreintesAnnuels,
      remplaceEmployeId: contrat.remplaceEmployeId,
      remplaceNomComplet: sql<string | null>`${remplaceUtilisateur.prenom} || ' ' || ${remplaceUtilisateur.nom}`,
      type: {
        id: contratType.id,
        acronyme: contratType.acronyme,
        libelle: contratType.libelle,
        eligibleRemplacement: contratType.eligibleRemplacement,
      },
      metier: { id: metier.id, libelle: metier.libelle },
    })
    .from(contrat)
    .innerJoin(contratType, eq(contratType.id, contrat.contratTypeId))
    .innerJoin(metier, eq(metier.id, contrat.metierId))
    .leftJoin(remplace, eq(remplace.id, contrat.remplaceEmployeId))
    .leftJoin(remplaceUtilisateur, eq(remplaceUtilisateur.id, remplace.utilisateurId))
    .where(parmi(contrat.employeId, 'ids'))
    .orderBy(asc(contrat.id))
    .prepare('fiche_contrats');
}

function listMembresFiche(db: DbOrTx) {
  return db
    .select({
      employeId: membre.employeId,
      id: membre.id,
      serviceId: service.id,
      serviceNom: service.nom,
      couleur: membre.couleur,
      heuresHebdo: membre.heuresHebdo,
      dateFin: membre.dateFin,
    })
    .from(membre)
    .innerJoin(service, eq(service.id, membre.serviceId))
    .where(parmi(membre.employeId, 'ids'))
    .orderBy(asc(service.nom), asc(membre.id))
    .prepare('fiche_membres');
}

const membreFormation = alias(membre, 'membre_formation');
const creneauFormation = alias(creneau, 'creneau_formation');
const lundiDe = (date: AnyColumn) => sql`date_trunc('week', ${date})`;

/**
 * Deviation slots (any date), effective slots within a non-permanent contract, and work and
 * replacement in the weeks with training (its part outside contract time), by date.
 */
function listCreneauxFiche(db: DbOrTx) {
  // Not correlated to the outer row: the planner then reads the training weeks once. Correlated, it
  // read them again for every slot of the employee (320 ms for a record of the large data set).
  const semainesDeFormation = db
    .select({ employeId: membreFormation.employeId, semaine: lundiDe(creneauFormation.date) })
    .from(membreFormation)
    .innerJoin(creneauFormation, eq(creneauFormation.membreId, membreFormation.id))
    .where(and(parmi(membreFormation.employeId, 'ids'), eq(creneauFormation.type, 'CreneauDeFormation')));
  const sousContratNonPermanent = db
    .select({ un: sql`1` })
    .from(contrat)
    .where(
      and(
        eq(contrat.employeId, membre.employeId),
        ne(contrat.contratTypeId, CONTRAT_TYPE_CDI),
        sql`${creneau.date} >= ${contrat.dateDebut}`,
        sql`(${contrat.dateFin} is null or ${creneau.date} <= ${contrat.dateFin})`,
      ),
    );
  return db
    .select({ employeId: membre.employeId, ...colonnesCreneauLu })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .where(
      and(
        parmi(membre.employeId, 'ids'),
        or(
          inArray(creneau.type, [...TYPES_ECARTS]),
          and(
            inArray(creneau.type, ['CreneauDeTravail', 'CreneauDeRemplacement']),
            inArray(sql`(${membre.employeId}, ${lundiDe(creneau.date)})`, semainesDeFormation),
          ),
          and(inArray(creneau.type, [...TYPES_CRENEAU_EFFECTIFS]), exists(sousContratNonPermanent)),
        ),
      ),
    )
    .orderBy(asc(creneau.date), asc(creneau.heureDebut), asc(creneau.id))
    .prepare('fiche_creneaux');
}

const selectEmployes = (db: DbOrTx) =>
  db
    .select({
      id: employe.id,
      utilisateurId: employe.utilisateurId,
      emailPro: employe.emailPro,
      delegueDuPersonnel: employe.delegueDuPersonnel,
      administrateur: employe.administrateur,
      soldeRecupInitial: employe.soldeRecupInitial,
      dateEntreeAnciennete: employe.dateEntreeAnciennete,
      utilisateur: {
        id: utilisateur.id,
        genre: utilisateur.genre,
        nom: utilisateur.nom,
        prenom: utilisateur.prenom,
        email: utilisateur.email,
        hasAvatar: aUnAvatar,
      },
      etablissement: {
        id: etablissement.id,
        raisonSociale: etablissement.raisonSociale,
        siegeSocialId: etablissement.siegeSocialId,
        granulariteMinutes: etablissement.granulariteMinutes,
      },
    })
    .from(employe)
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .innerJoin(etablissement, eq(etablissement.id, employe.etablissementId));

/**
 * The record's statements, prepared once per database: the employee record is read on every
 * visit to one's balances, and building eight statements again each time cost more than running
 * them (issue 24, decision 082).
 */
const requetesFiche = parBase((db: DbOrTx) => ({
  parId: selectEmployes(db)
    .where(eq(employe.id, parametre('id')))
    .prepare('fiche_employe'),
  parUtilisateur: selectEmployes(db)
    .where(eq(employe.utilisateurId, parametre('utilisateurId')))
    .orderBy(asc(employe.etablissementId))
    .prepare('fiche_employes_de_utilisateur'),
  contrats: listContratsFiche(db),
  conges: db
    .select()
    .from(conges)
    .where(parmi(conges.employeId, 'ids'))
    .orderBy(desc(conges.dateDebut), desc(conges.id))
    .prepare('fiche_conges'),
  credits: db
    .select()
    .from(congesCredit)
    .where(parmi(congesCredit.employeId, 'ids'))
    .orderBy(desc(congesCredit.date), desc(congesCredit.id))
    .prepare('fiche_credits'),
  heures: db
    .select()
    .from(heureCredit)
    .where(parmi(heureCredit.employeId, 'ids'))
    .orderBy(asc(heureCredit.date), asc(heureCredit.id))
    .prepare('fiche_heures'),
  membres: listMembresFiche(db),
  creneaux: listCreneauxFiche(db),
  types: db.select().from(congesType).orderBy(asc(congesType.id)).prepare('fiche_types_conges'),
}));
type RequetesFiche = ReturnType<typeof requetesFiche>;
type EmployeFiche = Awaited<ReturnType<RequetesFiche['parId']['execute']>>[number];

/**
 * Whole employee records — employee, user, establishment, contracts (type, job, replaced
 * employee), leave, credits, hours credits, memberships, planning slots (deviations, hours worked)
 * and the leave types: one typed query per list for all the records read, joined here by employee.
 */
async function lireFiches(requetes: RequetesFiche, employes: EmployeFiche[]) {
  if (employes.length === 0) return [];
  const parametres = { ids: employes.map((e) => e.id) };
  const contrats = grouperParEmploye(await requetes.contrats.execute(parametres));
  const lesConges = grouperParEmploye(await requetes.conges.execute(parametres));
  const credits = grouperParEmploye(await requetes.credits.execute(parametres));
  const heures = grouperParEmploye(await requetes.heures.execute(parametres));
  const membres = grouperParEmploye(await requetes.membres.execute(parametres));
  const creneaux = grouperParEmploye(await requetes.creneaux.execute(parametres));
  const types = await requetes.types.execute();
  const de = <R extends { employeId: number }>(lignes: Map<number, R[]>, id: number) =>
    (lignes.get(id) ?? []).map(({ employeId: _, ...r }) => r);
  return employes.map((e) => ({
    ...e,
    contrats: de(contrats, e.id),
    conges: lesConges.get(e.id) ?? [],
    congesCredits: credits.get(e.id) ?? [],
    heureCredits: heures.get(e.id) ?? [],
    membres: de(membres, e.id),
    creneaux: de(creneaux, e.id),
    types,
  }));
}
export type FicheLue = Awaited<ReturnType<typeof lireFiches>>[number];

export async function findFiche(db: DbOrTx, employeId: number): Promise<FicheLue | undefined> {
  const requetes = requetesFiche(db);
  const [fiche] = await lireFiches(requetes, await requetes.parId.execute({ id: employeId }));
  return fiche;
}

/** The records of a user, one per establishment, in the establishments' order. */
export async function findFichesDeUtilisateur(db: DbOrTx, utilisateurId: number): Promise<FicheLue[]> {
  const requetes = requetesFiche(db);
  return lireFiches(requetes, await requetes.parUtilisateur.execute({ utilisateurId }));
}
