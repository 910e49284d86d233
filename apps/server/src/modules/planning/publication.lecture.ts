import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The latest publication of every service, with its template's length and the service's closing date. */
export async function listDernieresPublications(tx: DbOrTx) {
  const rows = (await tx.execute(sql`
    select distinct on (p.service_id) p.id, p.service_id as "serviceId", p.modele_id as "modeleId",
      p.date_mise_en_application::text as "dateMiseEnApplication", p.debut_cycle as "debutCycle",
      p.date_horizon::text as "dateHorizon", m.nb_semaines as "nbSemaines", s.date_fermeture::text as "dateFermeture"
    from publication_modele p
    join modele_planning m on m.id = p.modele_id
    join service s on s.id = p.service_id
    order by p.service_id, p.date_mise_en_application desc, p.id desc`)) as unknown as {
    rows: {
      id: number;
      serviceId: number;
      modeleId: number;
      dateMiseEnApplication: string;
      debutCycle: number;
      dateHorizon: string;
      nbSemaines: number;
      dateFermeture: string | null;
    }[];
  };
  return rows.rows;
}
