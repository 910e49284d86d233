import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creneauEffectif, rencontre } from '../../db/conditions';
import { conges, creneau, membre, service } from '../../db/schema';
import type { CongesRepas, CreneauRepas } from './comptage-repas';

/** The columns of a `CreneauRepas`: the payroll file and the budget count the same slots as the meals. */
export const colonnesCreneauRepas = {
  employeId: membre.employeId,
  serviceId: creneau.serviceId,
  date: creneau.date,
  type: creneau.type,
  heureDebut: creneau.heureDebut,
  heureFin: creneau.heureFin,
};

/** The columns of a `CongesRepas`, the leave that takes a slot out of those counts. */
export const colonnesCongesRepas = {
  employeId: conges.employeId,
  dateDebut: conges.dateDebut,
  dateFin: conges.dateFin,
  demiJournee: conges.demiJournee,
};

/**
 * The effective-type slots of the establishment's services over a few days, with their holder.
 * One statement: service (etablissement_id) → creneau (service_id, date).
 */
export function listCreneauxRepas(
  db: DbOrTx,
  etablissementId: number,
  du: string,
  au: string,
): Promise<CreneauRepas[]> {
  return db
    .select(colonnesCreneauRepas)
    .from(creneau)
    .innerJoin(service, eq(service.id, creneau.serviceId))
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .where(
      and(eq(service.etablissementId, etablissementId), gte(creneau.date, du), lte(creneau.date, au), creneauEffectif),
    );
}

/**
 * The leave over those days of whoever is a member of the establishment's services (an employee
 * of another establishment may work here): service → membre → conges (employe_id, date_debut).
 */
export function listCongesRepas(db: DbOrTx, etablissementId: number, du: string, au: string): Promise<CongesRepas[]> {
  return db
    .select(colonnesCongesRepas)
    .from(conges)
    .where(
      and(
        inArray(
          conges.employeId,
          db
            .select({ id: membre.employeId })
            .from(membre)
            .innerJoin(service, eq(service.id, membre.serviceId))
            .where(eq(service.etablissementId, etablissementId)),
        ),
        rencontre(conges, du, au),
      ),
    );
}

/** The establishment's services, by name, for the forecast's breakdown. */
export function listServicesRepas(db: DbOrTx, etablissementId: number) {
  return db
    .select({ serviceId: service.id, nom: service.nom })
    .from(service)
    .where(eq(service.etablissementId, etablissementId))
    .orderBy(asc(service.nom), asc(service.id));
}
