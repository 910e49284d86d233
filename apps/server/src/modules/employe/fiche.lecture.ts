import { CONTRAT_TYPE_CDI, TYPES_CRENEAU_EFFECTIFS } from '@roulement/contract';
import { type AnyColumn, and, asc, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
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
import { grouperParEmploye } from '../../lib/par-employe';
import { TYPES_ECARTS } from './ecarts';
import { colonnesCreneauLu } from './ecarts.lecture';
import { aUnAvatar } from './employe.lecture';

const remplace = alias(employe, 'remplace');
const remplaceUtilisateur = alias(utilisateur, 'remplace_utilisateur');

function listContratsFiche(db: DbOrTx, employeIds: number[]) {
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
    .where(inArray(contrat.employeId, employeIds))
    .orderBy(asc(contrat.id));
}

function listMembresFiche(db: DbOrTx, employeIds: number[]) {
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
    .where(inArray(membre.employeId, employeIds))
    .orderBy(asc(service.nom), asc(membre.id));
}

const membreFormation = alias(membre, 'membre_formation');
const creneauFormation = alias(creneau, 'creneau_formation');
const lundiDe = (date: AnyColumn) => sql`date_trunc('week', ${date})`;

/**
 * Deviation slots (any date), effective slots within a non-permanent contract, and work and
 * replacement in the weeks with training (its part outside contract time), by date.
 */
function listCreneauxFiche(db: DbOrTx, employeIds: number[]) {
  // Not correlated to the outer row: the planner then reads the training weeks once. Correlated, it
  // read them again for every slot of the employee (320 ms for a record of the large data set).
  const semainesDeFormation = db
    .select({ employeId: membreFormation.employeId, semaine: lundiDe(creneauFormation.date) })
    .from(membreFormation)
    .innerJoin(creneauFormation, eq(creneauFormation.membreId, membreFormation.id))
    .where(and(inArray(membreFormation.employeId, employeIds), eq(creneauFormation.type, 'CreneauDeFormation')));
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
        inArray(membre.employeId, employeIds),
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
    .orderBy(asc(creneau.date), asc(creneau.heureDebut), asc(creneau.id));
}

/**
 * Whole employee records — employee, user, establishment, contracts (type, job, replaced
 * employee), leave, credits, hours credits, memberships, planning slots (deviations, hours worked)
 * and the leave types: one typed query per list for all the records read, joined here by employee.
 */
async function lireFiches(db: DbOrTx, where: SQL) {
  const employes = await db
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
    .innerJoin(etablissement, eq(etablissement.id, employe.etablissementId))
    .where(where)
    .orderBy(asc(employe.etablissementId));
  if (employes.length === 0) return [];
  const ids = employes.map((e) => e.id);
  const contrats = grouperParEmploye(await listContratsFiche(db, ids));
  const lesConges = grouperParEmploye(
    await db
      .select()
      .from(conges)
      .where(inArray(conges.employeId, ids))
      .orderBy(desc(conges.dateDebut), desc(conges.id)),
  );
  const credits = grouperParEmploye(
    await db
      .select()
      .from(congesCredit)
      .where(inArray(congesCredit.employeId, ids))
      .orderBy(desc(congesCredit.date), desc(congesCredit.id)),
  );
  const heures = grouperParEmploye(
    await db
      .select()
      .from(heureCredit)
      .where(inArray(heureCredit.employeId, ids))
      .orderBy(asc(heureCredit.date), asc(heureCredit.id)),
  );
  const membres = grouperParEmploye(await listMembresFiche(db, ids));
  const creneaux = grouperParEmploye(await listCreneauxFiche(db, ids));
  const types = await db.select().from(congesType).orderBy(asc(congesType.id));
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
  const [fiche] = await lireFiches(db, eq(employe.id, employeId));
  return fiche;
}

/** The records of a user, one per establishment, in the establishments' order. */
export function findFichesDeUtilisateur(db: DbOrTx, utilisateurId: number): Promise<FicheLue[]> {
  return lireFiches(db, eq(employe.utilisateurId, utilisateurId));
}
