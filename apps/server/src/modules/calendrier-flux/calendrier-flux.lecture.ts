import { and, asc, eq, exists, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { enCoursLe, rencontre } from '../../db/conditions';
import { conges, congesType, creneau, employe, fluxCalendrier, membre, service, utilisateur } from '../../db/schema';

// Read models of the feeds: each is one statement over the planning, leave and service tables,
// so a feed costs the same number of queries whatever its length (decision 053).

/** The active user a feed token opens, if any: a disabled or deleted account has no feed. */
export async function findTitulaireParHash(db: DbOrTx, jetonHash: string) {
  const [row] = await db
    .select({ utilisateurId: utilisateur.id, prenom: utilisateur.prenom, nom: utilisateur.nom })
    .from(fluxCalendrier)
    .innerJoin(utilisateur, eq(utilisateur.id, fluxCalendrier.utilisateurId))
    .where(and(eq(fluxCalendrier.jetonHash, jetonHash), eq(utilisateur.actif, true), isNull(utilisateur.supprimeLe)))
    .limit(1);
  return row;
}

const remplacant = alias(creneau, 'remplacant');

/** The user's slots of every membership between two dates, with their service and whether someone replaces them. */
export function listCreneauxDuTitulaire(db: DbOrTx, utilisateurId: number, du: string, au: string) {
  return db
    .select({
      id: creneau.id,
      type: creneau.type,
      date: creneau.date,
      heureDebut: creneau.heureDebut,
      heureFin: creneau.heureFin,
      labelFormation: creneau.labelFormation,
      serviceNom: service.nom,
      remplace: exists(db.select({ un: sql`1` }).from(remplacant).where(eq(remplacant.remplaceId, creneau.id))).mapWith(
        Boolean,
      ),
    })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(service, eq(service.id, creneau.serviceId))
    .where(and(eq(employe.utilisateurId, utilisateurId), gte(creneau.date, du), lte(creneau.date, au)))
    .orderBy(asc(creneau.date), asc(creneau.heureDebut), asc(creneau.id));
}

const colonnesConges = {
  id: conges.id,
  dateDebut: conges.dateDebut,
  dateFin: conges.dateFin,
  demiJournee: conges.demiJournee,
  typeLabel: congesType.label,
};

/** The leave of the user's employee records that meets [du, au]. */
export function listCongesDuTitulaire(db: DbOrTx, utilisateurId: number, du: string, au: string) {
  return db
    .select(colonnesConges)
    .from(conges)
    .innerJoin(employe, eq(employe.id, conges.employeId))
    .innerJoin(congesType, eq(congesType.id, conges.congesTypeId))
    .where(and(eq(employe.utilisateurId, utilisateurId), rencontre(conges, du, au)))
    .orderBy(asc(conges.dateDebut), asc(conges.id));
}

/** The open services the user heads through any of their employee records. */
export function listServicesDiriges(db: DbOrTx, utilisateurId: number, aujourdhui: string) {
  return db
    .select({ id: service.id, nom: service.nom })
    .from(service)
    .innerJoin(employe, eq(employe.id, service.chefDeServiceId))
    .where(and(eq(employe.utilisateurId, utilisateurId), enCoursLe(service.dateFermeture, aujourdhui)))
    .orderBy(asc(service.nom));
}

/**
 * The leave of the members of these services that meets [du, au], one row per leave and service
 * (a member of two of them comes twice; the event builder merges them).
 */
export function listAbsencesDesServices(db: DbOrTx, serviceIds: readonly number[], du: string, au: string) {
  return db
    .select({ ...colonnesConges, prenom: utilisateur.prenom, nom: utilisateur.nom, serviceNom: service.nom })
    .from(membre)
    .innerJoin(service, eq(service.id, membre.serviceId))
    .innerJoin(conges, eq(conges.employeId, membre.employeId))
    .innerJoin(congesType, eq(congesType.id, conges.congesTypeId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(and(inArray(membre.serviceId, [...serviceIds]), enCoursLe(membre.dateFin, du), rencontre(conges, du, au)))
    .orderBy(asc(conges.dateDebut), asc(conges.id), asc(service.nom));
}
