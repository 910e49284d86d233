import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enCoursLe } from '../../db/conditions';
import { parametre } from '../../db/requetes';
import { employe, etablissement, service, utilisateur } from '../../db/schema';
import { parBase } from '../../lib/par-base';

/** A service with its establishment and the name of its head: every service screen and check. */
const columns = {
  serviceId: service.id,
  nom: service.nom,
  etablissementId: etablissement.id,
  raisonSociale: etablissement.raisonSociale,
  siegeSocialId: etablissement.siegeSocialId,
  granulariteMinutes: etablissement.granulariteMinutes,
  aideIndividuelleMensuelle: etablissement.aideIndividuelleMensuelle,
  chefDeServiceId: service.chefDeServiceId,
  chefUtilisateurId: employe.utilisateurId,
  chefNomComplet: sql<string | null>`${utilisateur.prenom} || ' ' || ${utilisateur.nom}`,
  heuresSurJoursFeriesAutomatiques: service.heuresSurJoursFeriesAutomatiques,
  validationAutonome: service.validationAutonome,
  dateFermeture: service.dateFermeture,
  dateDernierExportElementsPaye: service.dateDernierExportElementsPaye,
};
function selectServices(db: DbOrTx) {
  return db
    .select(columns)
    .from(service)
    .innerJoin(etablissement, eq(etablissement.id, service.etablissementId))
    .leftJoin(employe, eq(employe.id, service.chefDeServiceId))
    .leftJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId));
}
export type ServiceRow = Awaited<ReturnType<typeof selectServices>>[number];

/** Prepared: every service screen and check reads it first. */
const serviceParId = parBase((db: DbOrTx) =>
  selectServices(db)
    .where(eq(service.id, parametre('serviceId')))
    .prepare('service_par_id'),
);

export async function findService(db: DbOrTx, serviceId: number): Promise<ServiceRow | undefined> {
  const [row] = await serviceParId(db).execute({ serviceId });
  return row;
}

const ouvert = (today: string) => enCoursLe(service.dateFermeture, today);

/** Services not closed before today, of these establishments (all when `etablissementIds` is null). */
export async function listServicesOuverts(
  db: DbOrTx,
  etablissementIds: number[] | null,
  today: string,
): Promise<ServiceRow[]> {
  if (etablissementIds?.length === 0) return [];
  return selectServices(db)
    .where(and(ouvert(today), etablissementIds ? inArray(service.etablissementId, etablissementIds) : undefined))
    .orderBy(asc(service.nom), asc(service.id));
}

/** Services a user heads (CHEF_DE_SERVICE roles may reach services of other establishments). */
export async function findServicesByIds(db: DbOrTx, serviceIds: number[], today: string): Promise<ServiceRow[]> {
  if (serviceIds.length === 0) return [];
  return selectServices(db).where(and(inArray(service.id, serviceIds), ouvert(today)));
}
