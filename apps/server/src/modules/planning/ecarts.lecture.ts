import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creneau, membre } from '../../db/schema';
import { TYPES_ECARTS } from './ecarts';

/** An employee's deviation slots of every membership, in date order. */
export function listCreneauxEcarts(db: DbOrTx, employeId: number) {
  return db
    .select({
      id: creneau.id,
      origineCreneauId: creneau.origineCreneauId,
      type: creneau.type,
      date: creneau.date,
      heureDebut: creneau.heureDebut,
      heureFin: creneau.heureFin,
      serviceId: creneau.serviceId,
    })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .where(and(eq(membre.employeId, employeId), inArray(creneau.type, [...TYPES_ECARTS])))
    .orderBy(asc(creneau.date), asc(creneau.heureDebut));
}

/** An employee's slots of every membership between two dates. */
export function listCreneauxDeEmploye(db: DbOrTx, employeId: number, du: string, au: string) {
  return db
    .select({ type: creneau.type, date: creneau.date, heureDebut: creneau.heureDebut, heureFin: creneau.heureFin })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .where(and(eq(membre.employeId, employeId), gte(creneau.date, du), lte(creneau.date, au)));
}
