import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conges, contrat, creneau, employe, etablissement, membre, service, utilisateur } from '../../db/schema';

/*
 * The slots whose member does not work them: on leave that day, or gone from the service. Whether
 * such a slot is still to cover (not replaced, not marked) is planning's rule (`estARemplacer`),
 * applied to these rows by the caller.
 */
const enConges = sql<boolean>`exists(select 1 from ${conges} g where g.employe_id = ${membre.employeId}
  and g.date_debut <= ${creneau.date} and g.date_fin >= ${creneau.date})`;
const parti = sql<boolean>`coalesce(${membre.dateFin} < ${creneau.date}, false)`;
export const remplace = sql<boolean>`exists(select 1 from ${creneau} r where r.remplace_id = ${creneau.id})`;

/** The job of the absent member's latest contract begun by the slot's day: candidates share it. */
const metierDuMembre = sql<number | null>`(select c.metier_id from ${contrat} c where c.employe_id = ${membre.employeId}
  and c.date_debut <= ${creneau.date} order by c.date_debut desc limit 1)`;

function selectCreneauxAbsents(db: DbOrTx) {
  return db
    .select({
      creneauId: creneau.id,
      serviceId: creneau.serviceId,
      service: service.nom,
      membreId: creneau.membreId,
      employeId: membre.employeId,
      prenom: utilisateur.prenom,
      nom: utilisateur.nom,
      type: creneau.type,
      date: creneau.date,
      heureDebut: creneau.heureDebut,
      heureFin: creneau.heureFin,
      nePasRemplacer: creneau.nePasRemplacer,
      enConges,
      parti,
      remplace,
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      associationId: etablissement.associationId,
      metierId: metierDuMembre,
    })
    .from(creneau)
    .innerJoin(service, eq(service.id, creneau.serviceId))
    .innerJoin(etablissement, eq(etablissement.id, service.etablissementId))
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId));
}
export type CreneauAbsentRow = Awaited<ReturnType<typeof listCreneauxAbsents>>[number];

/**
 * The work slots of these services in [du, au] whose member is away: what « À couvrir » lists and
 * what the figures count, so that both read the same absences.
 */
export const creneauxDeTravailAbsents = (serviceIds: readonly number[], du: string, au: string) =>
  and(
    inArray(creneau.serviceId, [...serviceIds]),
    gte(creneau.date, du),
    lte(creneau.date, au),
    eq(creneau.type, 'CreneauDeTravail'),
    sql`(${enConges} or ${parti})`,
  );

/** Work slots of these services in [du, au] whose member is away, soonest first. */
export function listCreneauxAbsents(db: DbOrTx, serviceIds: readonly number[], du: string, au: string) {
  return selectCreneauxAbsents(db)
    .where(creneauxDeTravailAbsents(serviceIds, du, au))
    .orderBy(asc(creneau.date), asc(creneau.heureDebut), asc(creneau.id));
}

/** One slot with what its candidates are chosen by: establishment, association, the absent's job. */
export async function findCreneauACouvrir(db: DbOrTx, creneauId: number) {
  const [row] = await selectCreneauxAbsents(db).where(eq(creneau.id, creneauId));
  return row;
}

/** The establishment's services with the scope the permission checks need. */
export function listServicesEtablissement(db: DbOrTx, etablissementId: number) {
  return db
    .select({
      serviceId: service.id,
      nom: service.nom,
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      associationId: etablissement.associationId,
    })
    .from(etablissement)
    .leftJoin(service, eq(service.etablissementId, etablissement.id))
    .where(eq(etablissement.id, etablissementId))
    .orderBy(asc(service.nom));
}
