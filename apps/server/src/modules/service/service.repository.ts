import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employe, etablissement, service, utilisateur } from '../../db/schema';

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

export async function findService(db: DbOrTx, serviceId: number): Promise<ServiceRow | undefined> {
  const [row] = await selectServices(db).where(eq(service.id, serviceId));
  return row;
}

const ouvert = (today: string) => or(isNull(service.dateFermeture), gte(service.dateFermeture, today));

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

export async function insertService(
  db: DbOrTx,
  values: { nom: string; chefDeServiceId: number; etablissementId: number },
): Promise<number> {
  const [row] = await db.insert(service).values(values).returning({ id: service.id });
  return row!.id;
}

export async function updateService(
  db: DbOrTx,
  serviceId: number,
  values: Partial<typeof service.$inferInsert>,
): Promise<void> {
  await db.update(service).set(values).where(eq(service.id, serviceId));
}

/** Members, slots, rest days, template and publications go with it (foreign keys cascade). */
export async function deleteService(db: DbOrTx, serviceId: number): Promise<void> {
  await db.delete(service).where(eq(service.id, serviceId));
}

export async function findEtablissementScope(db: DbOrTx, etablissementId: number) {
  const [row] = await db
    .select({
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      aideIndividuelleMensuelle: etablissement.aideIndividuelleMensuelle,
    })
    .from(etablissement)
    .where(eq(etablissement.id, etablissementId));
  return row;
}

/** An employee's establishment and user (a head of service must work for the establishment). */
export async function findEmploye(db: DbOrTx, employeId: number) {
  const [row] = await db
    .select({ employeId: employe.id, etablissementId: employe.etablissementId, utilisateurId: employe.utilisateurId })
    .from(employe)
    .where(eq(employe.id, employeId));
  return row;
}

/** Establishments under these ids (themselves and those whose head office they are). */
export async function findEtablissementIdsUnder(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: etablissement.id })
    .from(etablissement)
    .where(or(inArray(etablissement.id, ids), inArray(etablissement.siegeSocialId, ids)));
  return rows.map((r) => r.id);
}

/** Services a user heads (CHEF_DE_SERVICE roles may reach services of other establishments). */
export async function findServicesByIds(db: DbOrTx, serviceIds: number[], today: string): Promise<ServiceRow[]> {
  if (serviceIds.length === 0) return [];
  return selectServices(db).where(and(inArray(service.id, serviceIds), ouvert(today)));
}
