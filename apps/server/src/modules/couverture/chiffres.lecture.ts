import { CONTRAT_TYPE_CDI } from '@roulement/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conges, contrat, creneau, employe, historique, membre } from '../../db/schema';
import { creneauxDeTravailAbsents } from './a-couvrir.lecture';

/**
 * The slots of these services in [du, au] that needed covering (member away, not marked « Ne pas
 * remplacer »), with their first replacement, when the absence was known (the leave's creation in
 * the history) and when the slot started.
 */
export function listBesoins(db: DbOrTx, serviceIds: readonly number[], du: string, au: string) {
  return db
    .select({
      creneauId: creneau.id,
      serviceId: creneau.serviceId,
      date: creneau.date,
      remplacementId: sql<number | null>`(select r.id from ${creneau} r where r.remplace_id = ${creneau.id}
        order by r.id limit 1)`,
      absenceConnueLe: sql<string | null>`(select min(h.date) from ${historique} h join ${conges} g
        on h.entite = 'conges' and h.entite_id = g.id and h.action = 'CREATION'
        where g.employe_id = ${membre.employeId} and g.date_debut <= ${creneau.date} and g.date_fin >= ${creneau.date})`,
      debut: sql<string>`((${creneau.date} + ${creneau.heureDebut} * interval '1 minute') at time zone 'Europe/Paris')`,
    })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .where(and(creneauxDeTravailAbsents(serviceIds, du, au), eq(creneau.nePasRemplacer, false)));
}

/**
 * Who each replacement was: from another establishment, a vacataire (no open-ended contract that
 * day), a regular of the service (it has work slots there) or another employee of the establishment.
 */
export function listRemplacements(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({
      creneauId: creneau.id,
      etablissementId: employe.etablissementId,
      titulaire: sql<boolean>`exists(select 1 from ${contrat} c where c.employe_id = ${employe.id}
        and c.contrat_type_id = ${CONTRAT_TYPE_CDI} and c.date_debut <= ${creneau.date}
        and (c.date_fin is null or c.date_fin >= ${creneau.date}))`,
      habitue: sql<boolean>`exists(select 1 from ${creneau} t join ${membre} tm on tm.id = t.membre_id
        where tm.employe_id = ${employe.id} and t.service_id = ${creneau.serviceId} and t.type = 'CreneauDeTravail')`,
      couvertLe: sql<string | null>`(select min(h.date) from ${historique} h
        where h.entite = 'creneau' and h.entite_id = ${creneau.id} and h.action = 'CREATION')`,
    })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .where(inArray(creneau.id, [...ids]));
}
export type RemplacementRow = Awaited<ReturnType<typeof listRemplacements>>[number];
