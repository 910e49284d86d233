import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creneau, membre, service } from '../../db/schema';

// What accepting a leave request changes in the planning: one statement for each list.

interface Periode {
  employeId: number;
  dateDebut: string;
  dateFin: string;
}

/** The requester's slots of the period, in every service: they will be 'à remplacer'. */
export function listCreneauxDuDemandeur(db: DbOrTx, p: Periode) {
  return db
    .select({
      creneauId: creneau.id,
      date: creneau.date,
      serviceId: creneau.serviceId,
      serviceNom: service.nom,
      type: creneau.type,
      heureDebut: creneau.heureDebut,
      heureFin: creneau.heureFin,
    })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .innerJoin(service, eq(service.id, creneau.serviceId))
    .where(and(eq(membre.employeId, p.employeId), between(creneau.date, p.dateDebut, p.dateFin)))
    .orderBy(asc(creneau.date), asc(creneau.heureDebut), asc(creneau.id));
}

/** The other current members of the requester's services on leave on days of the period, day by day. */
export function listAbsentsDesServices(db: DbOrTx, p: Periode, today: string) {
  return db
    .selectDistinct({
      date: sql<string>`j.jour::date::text`,
      employeId: sql<number>`e.id`,
      nomComplet: sql<string>`u.prenom || ' ' || u.nom`,
      serviceNom: sql<string>`s.nom`,
      congesType: sql<string>`t.label`,
    })
    .from(sql`membre m
    join service s on s.id = m.service_id
    join employe e on e.id = m.employe_id
    join utilisateur u on u.id = e.utilisateur_id
    join conges c on c.employe_id = e.id and c.date_debut <= ${p.dateFin} and c.date_fin >= ${p.dateDebut}
    join conges_type t on t.id = c.conges_type_id
    cross join lateral generate_series(greatest(c.date_debut, ${p.dateDebut}::date),
      least(c.date_fin, ${p.dateFin}::date), interval '1 day') as j(jour)`)
    .where(sql`m.service_id in (select mien.service_id from membre mien
        where mien.employe_id = ${p.employeId} and (mien.date_fin is null or mien.date_fin >= ${today}))
      and m.employe_id <> ${p.employeId} and (m.date_fin is null or m.date_fin >= j.jour::date)`)
    .orderBy(sql`1`, sql`3`, sql`4`);
}
