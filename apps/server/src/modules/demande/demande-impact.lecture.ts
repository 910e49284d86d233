import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/requetes';

// What accepting a leave request changes in the planning: one statement for each list.

interface Periode {
  employeId: number;
  dateDebut: string;
  dateFin: string;
}

/** The requester's slots of the period, in every service: they will be 'à remplacer'. */
export async function listCreneauxDuDemandeur(db: DbOrTx, p: Periode) {
  const result = await db.execute(sql`
    select c.id as "creneauId", c.date::text as date, c.service_id as "serviceId", s.nom as "serviceNom",
      c.type, c.heure_debut as "heureDebut", c.heure_fin as "heureFin"
    from creneau c join membre m on m.id = c.membre_id join service s on s.id = c.service_id
    where m.employe_id = ${p.employeId} and c.date between ${p.dateDebut} and ${p.dateFin}
    order by c.date, c.heure_debut, c.id`);
  return rowsOf<{
    creneauId: number;
    date: string;
    serviceId: number;
    serviceNom: string;
    type: string;
    heureDebut: number;
    heureFin: number;
  }>(result);
}

/** The other current members of the requester's services on leave on days of the period, day by day. */
export async function listAbsentsDesServices(db: DbOrTx, p: Periode, today: string) {
  const result = await db.execute(sql`
    with mes_services as (
      select m.service_id from membre m
      where m.employe_id = ${p.employeId} and (m.date_fin is null or m.date_fin >= ${today}))
    select distinct j.jour::date::text as date, e.id as "employeId", u.prenom || ' ' || u.nom as "nomComplet",
      s.nom as "serviceNom", t.label as "congesType"
    from membre m
    join service s on s.id = m.service_id
    join employe e on e.id = m.employe_id
    join utilisateur u on u.id = e.utilisateur_id
    join conges c on c.employe_id = e.id and c.date_debut <= ${p.dateFin} and c.date_fin >= ${p.dateDebut}
    join conges_type t on t.id = c.conges_type_id
    cross join lateral generate_series(greatest(c.date_debut, ${p.dateDebut}::date),
      least(c.date_fin, ${p.dateFin}::date), interval '1 day') as j(jour)
    where m.service_id in (select service_id from mes_services) and m.employe_id <> ${p.employeId}
      and (m.date_fin is null or m.date_fin >= j.jour::date)
    order by 1, 3, 4`);
  return rowsOf<{ date: string; employeId: number; nomComplet: string; serviceNom: string; congesType: string }>(
    result,
  );
}
