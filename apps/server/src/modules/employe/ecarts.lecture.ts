import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contrat, creneau, membre } from '../../db/schema';
import { TYPES_ECARTS } from './ecarts';

/** A slot as the recovery balance reads it (`CreneauLu`). */
export const colonnesCreneauLu = {
  id: creneau.id,
  origineCreneauId: creneau.origineCreneauId,
  type: creneau.type,
  date: creneau.date,
  heureDebut: creneau.heureDebut,
  heureFin: creneau.heureFin,
  serviceId: creneau.serviceId,
};

/** An employee's deviation slots of every membership, in date order. */
export function listCreneauxEcarts(db: DbOrTx, employeId: number) {
  return db
    .select(colonnesCreneauLu)
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

/** An employee's slots of every membership in the ISO weeks where they have training. */
export function listCreneauxDesSemainesDeFormation(db: DbOrTx, employeId: number) {
  return db
    .select(colonnesCreneauLu)
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .where(
      and(
        eq(membre.employeId, employeId),
        sql`date_trunc('week', ${creneau.date}) in (select date_trunc('week', f.date) from creneau f
          join membre fm on fm.id = f.membre_id
          where fm.employe_id = ${employeId} and f.type = 'CreneauDeFormation')`,
      ),
    );
}

/** An employee's contracts and their weekly hours: contract time. */
export function listContratsHoraires(db: DbOrTx, employeId: number) {
  return db
    .select({ dateDebut: contrat.dateDebut, dateFin: contrat.dateFin, heuresHebdo: contrat.heuresHebdo })
    .from(contrat)
    .where(eq(contrat.employeId, employeId));
}
