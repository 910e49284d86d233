import { CONTRAT_TYPE_CDI } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parametre } from '../../db/requetes';
import { parBase } from '../../lib/par-base';
import type { MembreRow } from '../service/membre.lecture';
import type { ServiceRow } from '../service/service.lecture';
import type { CreneauRow } from './creneau.repository';

/** What the weekly planning reads: the service, its members present with their leave, its slots. */
interface SemaineDuServiceRows {
  /** Undefined when the service does not exist (then no members nor slots). */
  service: (ServiceRow & { modeleEnVigueur: boolean }) | undefined;
  membres: (MembreRow & { conges: CongeDeLaSemaine[] })[];
  creneaux: CreneauRow[];
}

type Tuple = readonly unknown[];

/** A leave crossing the week: first and last day, and its type's label. */
export type CongeDeLaSemaine = [dateDebut: string, dateFin: string, motif: string];

/*
 * The week of a service is the hottest read of the product, so it is ONE prepared statement and
 * its rows travel as JSON arrays: the service and each member as a tuple, the slots as columns.
 * Measured on the large data set (30-member service, 141 slots), on two cores:
 * - three statements cost three round trips, and each wake-up of a PostgreSQL backend cost the
 *   server about as much as reading its rows;
 * - PostgreSQL builds JSON objects at 2.5 times the cost of tuples, and tuples at 1.5 times the cost
 *   of columns (one array per column, no per-row type lookup);
 * - sorting the slots in the aggregate cost PostgreSQL more than sorting them here.
 * The positions below and their readers just after are the one place that must agree;
 * semaine.api.test.ts checks them against the plain queries. The members' `offset 0` keeps the
 * employee lookup on its primary key: joined freely, the planner hashed the whole employee table
 * for some thirty members.
 */
function preparerSemaineDuService(db: Db) {
  const du = parametre('du');
  const au = parametre('au');
  const today = parametre('today');
  return db
    .select({
      semaine: sql<[Tuple, Tuple[] | null, ColonnesCreneaux]>`json_build_array(
        json_build_array(s.id, s.nom, et.id, et.raison_sociale, et.siege_social_id, et.granularite_minutes,
          et.aide_individuelle_mensuelle, s.chef_de_service_id, ce.utilisateur_id, cu.prenom || ' ' || cu.nom,
          s.heures_sur_jours_feries_automatiques, s.validation_autonome, s.date_fermeture,
          s.date_dernier_export_elements_paye,
          coalesce((select true from publication_modele p
            where p.service_id = s.id and p.date_mise_en_application <= ${parametre('publieAvant')} limit 1), false)),
        (select json_agg(json_build_array(m.id, m.service_id, m.couleur, m.heures_hebdo, m.date_fin,
            e.id, e.etablissement_id, u.id, u.prenom, u.nom,
            coalesce((select true from contrat c where c.employe_id = e.id and c.contrat_type_id = ${CONTRAT_TYPE_CDI}
              and (c.date_fin is null or c.date_fin >= ${today}) limit 1), false),
            (select coalesce(json_agg(json_build_array(g.date_debut, g.date_fin, gt.label)), '[]'::json)
              from conges g join conges_type gt on gt.id = g.conges_type_id where g.employe_id = e.id and g.date_debut <= ${au} and g.date_fin >= ${du}))
            order by u.nom, u.prenom, m.id)
          from membre m
          cross join lateral (select * from employe e where e.id = m.employe_id offset 0) e
          join utilisateur u on u.id = e.utilisateur_id
          where m.service_id = s.id and (m.date_fin is null or m.date_fin >= ${du})),
        (select json_build_array(array_agg(c.id), array_agg(c.membre_id), array_agg(c.type), array_agg(c.date),
            array_agg(c.heure_debut), array_agg(c.heure_fin), array_agg(c.remplace_id), array_agg(c.origine_creneau_id),
            array_agg(c.ne_pas_remplacer), array_agg(c.label_formation), array_agg(c.origine))
          from creneau c where c.service_id = s.id and c.date >= ${du} and c.date <= ${au}))`,
    })
    .from(sql`service s
      join etablissement et on et.id = s.etablissement_id
      left join employe ce on ce.id = s.chef_de_service_id
      left join utilisateur cu on cu.id = ce.utilisateur_id`)
    .where(sql`s.id = ${parametre('serviceId')}`)
    .prepare('semaine_du_service');
}
const semaineDuService = parBase(preparerSemaineDuService);

const serviceDe = (t: Tuple): NonNullable<SemaineDuServiceRows['service']> => ({
  serviceId: t[0] as number,
  nom: t[1] as string,
  etablissementId: t[2] as number,
  raisonSociale: t[3] as string,
  siegeSocialId: t[4] as number | null,
  granulariteMinutes: t[5] as number,
  aideIndividuelleMensuelle: t[6] as boolean,
  chefDeServiceId: t[7] as number | null,
  chefUtilisateurId: t[8] as number | null,
  chefNomComplet: t[9] as string | null,
  heuresSurJoursFeriesAutomatiques: t[10] as boolean,
  validationAutonome: t[11] as boolean,
  dateFermeture: t[12] as string | null,
  dateDernierExportElementsPaye: t[13] as string | null,
  modeleEnVigueur: t[14] as boolean,
});

const membreDe = (t: Tuple): SemaineDuServiceRows['membres'][number] => ({
  membreId: t[0] as number,
  serviceId: t[1] as number,
  couleur: t[2] as string,
  heuresHebdo: t[3] as number,
  dateFin: t[4] as string | null,
  employeId: t[5] as number,
  etablissementId: t[6] as number,
  utilisateurId: t[7] as number,
  prenom: t[8] as string,
  nom: t[9] as string,
  titulaire: t[10] as boolean,
  conges: t[11] as CongeDeLaSemaine[],
});

/** The slots' columns, in the statement's order; each null when the week has no slot. */
type ColonnesCreneaux = [
  ids: number[] | null,
  membreIds: number[],
  types: CreneauRow['type'][],
  dates: string[],
  debuts: number[],
  fins: number[],
  remplaceIds: (number | null)[],
  origineIds: (number | null)[],
  nePasRemplacer: boolean[],
  labels: (string | null)[],
  origines: CreneauRow['origine'][],
];

/** The slots of a service from their columns, in the planning's order: day, start, then id. */
function creneauxDe(serviceId: number, colonnes: ColonnesCreneaux): CreneauRow[] {
  const [ids, membreIds, types, dates, debuts, fins, remplaceIds, origineIds, nePasRemplacer, labels, origines] =
    colonnes;
  const rows = (ids ?? []).map(
    (id, i): CreneauRow => ({
      id,
      serviceId,
      membreId: membreIds[i] as number,
      type: types[i] as CreneauRow['type'],
      date: dates[i] as string,
      heureDebut: debuts[i] as number,
      heureFin: fins[i] as number,
      remplaceId: remplaceIds[i] ?? null,
      origineCreneauId: origineIds[i] ?? null,
      nePasRemplacer: nePasRemplacer[i] as boolean,
      labelFormation: labels[i] ?? null,
      origine: origines[i] as CreneauRow['origine'],
    }),
  );
  return rows.sort((a, b) =>
    a.date === b.date ? a.heureDebut - b.heureDebut || a.id - b.id : a.date < b.date ? -1 : 1,
  );
}

/**
 * The weekly planning's data for [du, au]: members present from `du` with their leave in the
 * week, titulaire as of `today`, and whether a template applies by `publieAvant`.
 */
export async function lireSemaineDuService(
  db: Db,
  serviceId: number,
  periode: { du: string; au: string; today: string; publieAvant: string },
): Promise<SemaineDuServiceRows> {
  const [row] = await semaineDuService(db).execute({ serviceId, ...periode });
  if (!row) return { service: undefined, membres: [], creneaux: [] };
  const [service, membres, creneaux] = row.semaine;
  return {
    service: serviceDe(service),
    membres: (membres ?? []).map(membreDe),
    creneaux: creneauxDe(serviceId, creneaux),
  };
}
