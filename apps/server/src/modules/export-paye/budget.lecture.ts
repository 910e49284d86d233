import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creneauEffectif, rencontre } from '../../db/conditions';
import {
  conges,
  creneau,
  employe,
  etablissement,
  membre,
  modeleCreneau,
  modelePlanning,
  publicationModele,
  service,
  utilisateur,
} from '../../db/schema';
import { colonnesCongesRepas, colonnesCreneauRepas } from '../repas/repas.lecture';

const identite = {
  employeId: membre.employeId,
  nom: utilisateur.nom,
  prenom: utilisateur.prenom,
  etablissementId: etablissement.id,
  etablissement: etablissement.raisonSociale,
};

/** Published effective-type slots of the association's services on these dates. One statement. */
export function listCreneauxBudget(db: DbOrTx, associationId: number, dates: string[]) {
  return db
    .select({ ...identite, ...colonnesCreneauRepas })
    .from(creneau)
    .innerJoin(service, eq(service.id, creneau.serviceId))
    .innerJoin(etablissement, eq(etablissement.id, service.etablissementId))
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(and(eq(etablissement.associationId, associationId), inArray(creneau.date, dates), creneauEffectif));
}

/** Leave of the association's employees over [du, au]. */
export function listCongesBudget(db: DbOrTx, associationId: number, du: string, au: string) {
  return db
    .select(colonnesCongesRepas)
    .from(conges)
    .innerJoin(employe, eq(employe.id, conges.employeId))
    .innerJoin(etablissement, eq(etablissement.id, employe.etablissementId))
    .where(and(eq(etablissement.associationId, associationId), rencontre(conges, du, au)));
}

/**
 * The publications of the association's services, latest first per service, with the template's
 * length and the service's closing date: beyond a publication's horizon, the template in force
 * says what is planned.
 */
export function listPublicationsBudget(db: DbOrTx, associationId: number) {
  return db
    .select({
      serviceId: publicationModele.serviceId,
      modeleId: publicationModele.modeleId,
      dateMiseEnApplication: publicationModele.dateMiseEnApplication,
      debutCycle: publicationModele.debutCycle,
      dateHorizon: publicationModele.dateHorizon,
      nbSemaines: modelePlanning.nbSemaines,
      dateFermeture: service.dateFermeture,
    })
    .from(publicationModele)
    .innerJoin(modelePlanning, eq(modelePlanning.id, publicationModele.modeleId))
    .innerJoin(service, eq(service.id, publicationModele.serviceId))
    .innerJoin(etablissement, eq(etablissement.id, service.etablissementId))
    .where(eq(etablissement.associationId, associationId))
    .orderBy(asc(publicationModele.serviceId), desc(publicationModele.dateMiseEnApplication));
}

/** The work slots of these templates, with their member's employee and the member's end date. */
export function listPartsBudget(db: DbOrTx, modeleIds: number[]) {
  if (modeleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...identite,
      modeleId: modeleCreneau.modeleId,
      ordreSemaine: modeleCreneau.ordreSemaine,
      jourId: modeleCreneau.jourId,
      heureDebut: modeleCreneau.heureDebut,
      heureFin: modeleCreneau.heureFin,
      dateFin: membre.dateFin,
    })
    .from(modeleCreneau)
    .innerJoin(membre, eq(membre.id, modeleCreneau.membreId))
    .innerJoin(service, eq(service.id, membre.serviceId))
    .innerJoin(etablissement, eq(etablissement.id, service.etablissementId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(inArray(modeleCreneau.modeleId, modeleIds));
}
