import { CONTRAT_TYPE_CDI } from '@roulement/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { enCoursLe } from '../../db/conditions';
import { parametre } from '../../db/requetes';
import { contrat, employe, etablissement, membre, service, utilisateur } from '../../db/schema';
import { parBase } from '../../lib/par-base';
import { actifLe, type DateParam } from './membre.repository';

/** Spec §3 titulaire: a current or future open-ended contract (CDI, type 1); otherwise a substitute. */
const titulaire = (today: DateParam) =>
  sql<boolean>`exists (select 1 from ${contrat} where ${contrat.employeId} = ${employe.id} and ${contrat.contratTypeId} = ${CONTRAT_TYPE_CDI} and (${contrat.dateFin} is null or ${contrat.dateFin} >= ${today}))`;

const columns = (today: DateParam) => ({
  membreId: membre.id,
  serviceId: membre.serviceId,
  couleur: membre.couleur,
  heuresHebdo: membre.heuresHebdo,
  dateFin: membre.dateFin,
  employeId: employe.id,
  etablissementId: employe.etablissementId,
  utilisateurId: utilisateur.id,
  prenom: utilisateur.prenom,
  nom: utilisateur.nom,
  titulaire: titulaire(today),
});

function selectMembres(db: DbOrTx, today: DateParam) {
  return db
    .select(columns(today))
    .from(membre)
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId));
}
export type MembreRow = Awaited<ReturnType<typeof selectMembres>>[number];

const parNom = [asc(utilisateur.nom), asc(utilisateur.prenom), asc(membre.id)] as const;

export async function findMembre(db: DbOrTx, membreId: number, today: string): Promise<MembreRow | undefined> {
  const [row] = await selectMembres(db, today).where(eq(membre.id, membreId));
  return row;
}

const membresDuService = parBase((db: DbOrTx) =>
  selectMembres(db, parametre('today'))
    .where(and(eq(membre.serviceId, parametre('serviceId')), actifLe(parametre('date'))))
    .orderBy(...parNom)
    .prepare('membres_du_service'),
);

/** Members of a service still there on `date` (all members from that day on; the service's week). */
export function listMembresDuService(db: DbOrTx, serviceId: number, date: string, today: string) {
  return membresDuService(db).execute({ serviceId, date, today });
}

/** Current members of the open services of an establishment. */
export function listMembresDeEtablissement(db: DbOrTx, etablissementId: number, today: string) {
  return selectMembres(db, today)
    .innerJoin(service, eq(service.id, membre.serviceId))
    .where(and(eq(service.etablissementId, etablissementId), enCoursLe(service.dateFermeture, today), actifLe(today)))
    .orderBy(...parNom);
}

function preparerMembresDeUtilisateur(db: Db) {
  return db
    .select({
      ...columns(parametre('today')),
      serviceNom: service.nom,
      raisonSociale: etablissement.raisonSociale,
      serviceEtablissementId: service.etablissementId,
      siegeSocialId: etablissement.siegeSocialId,
    })
    .from(membre)
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .innerJoin(service, eq(service.id, membre.serviceId))
    .innerJoin(etablissement, eq(etablissement.id, service.etablissementId))
    .where(and(eq(employe.utilisateurId, parametre('utilisateurId')), actifLe(parametre('lundi'))))
    .orderBy(asc(service.nom), asc(membre.id))
    .prepare('membres_de_utilisateur');
}
const membresDeUtilisateur = parBase(preparerMembresDeUtilisateur);

/**
 * A user's memberships present in a week, with their service and establishment (/planning,
 * prepared once per database).
 */
export function listMembresDeUtilisateur(db: Db, utilisateurId: number, lundi: string, today: string) {
  return membresDeUtilisateur(db).execute({ utilisateurId, lundi, today });
}

/**
 * Employees of an establishment with a current or future contract who are not current members of
 * the service: the candidates of the member search.
 */
export function listCandidats(db: DbOrTx, etablissementId: number, serviceId: number, today: string) {
  return db
    .select({
      employeId: employe.id,
      utilisateurId: utilisateur.id,
      prenom: utilisateur.prenom,
      nom: utilisateur.nom,
      titulaire: titulaire(today),
    })
    .from(employe)
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(
      and(
        eq(employe.etablissementId, etablissementId),
        isNull(utilisateur.supprimeLe),
        sql`exists (select 1 from ${contrat} where ${contrat.employeId} = ${employe.id} and (${contrat.dateFin} is null or ${contrat.dateFin} >= ${today}))`,
        sql`not exists (select 1 from ${membre} where ${membre.employeId} = ${employe.id} and ${membre.serviceId} = ${serviceId} and (${membre.dateFin} is null or ${membre.dateFin} >= ${today}))`,
      ),
    )
    .orderBy(asc(utilisateur.nom), asc(utilisateur.prenom));
}
