import { CONTRAT_TYPE_CDI } from '@roulement/contract';
import { and, asc, eq, gte, inArray, isNull, ne, or, type Placeholder, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contrat, employe, etablissement, membre, service, utilisateur } from '../../db/schema';
import { parBase } from '../../lib/par-base';
import { periodesDeConges } from './indisponibilites';

/** Spec §3 titulaire: a current or future open-ended contract (CDI, type 1); otherwise a substitute. */
/** A date or a prepared statement's placeholder. */
type DateParam = string | Placeholder;

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

function selectMembres(db: DbOrTx, today: string) {
  return db
    .select(columns(today))
    .from(membre)
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId));
}
export type MembreRow = Awaited<ReturnType<typeof selectMembres>>[number];

const actifLe = (date: DateParam) => or(isNull(membre.dateFin), gte(membre.dateFin, date));
const parNom = [asc(utilisateur.nom), asc(utilisateur.prenom), asc(membre.id)] as const;

export async function findMembre(db: DbOrTx, membreId: number, today: string): Promise<MembreRow | undefined> {
  const [row] = await selectMembres(db, today).where(eq(membre.id, membreId));
  return row;
}

/** Members of a service still there on `date` (all members from that day on). */
export function listMembresDuService(db: DbOrTx, serviceId: number, date: string, today: string) {
  return selectMembres(db, today)
    .where(and(eq(membre.serviceId, serviceId), actifLe(date)))
    .orderBy(...parNom);
}

/** Current members of the open services of an establishment. */
export function listMembresDeEtablissement(db: DbOrTx, etablissementId: number, today: string) {
  return selectMembres(db, today)
    .innerJoin(service, eq(service.id, membre.serviceId))
    .where(
      and(
        eq(service.etablissementId, etablissementId),
        or(isNull(service.dateFermeture), gte(service.dateFermeture, today)),
        actifLe(today),
      ),
    )
    .orderBy(...parNom);
}

function preparerMembresDeUtilisateur(db: Db) {
  const lundi = sql.placeholder('lundi');
  return db
    .select({
      ...columns(sql.placeholder('today')),
      serviceNom: service.nom,
      raisonSociale: etablissement.raisonSociale,
      serviceEtablissementId: service.etablissementId,
      siegeSocialId: etablissement.siegeSocialId,
      conges: periodesDeConges(employe.id, lundi, sql.placeholder('au')),
    })
    .from(membre)
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .innerJoin(service, eq(service.id, membre.serviceId))
    .innerJoin(etablissement, eq(etablissement.id, service.etablissementId))
    .where(and(eq(employe.utilisateurId, sql.placeholder('utilisateurId')), actifLe(lundi)))
    .orderBy(asc(service.nom), asc(membre.id))
    .prepare('membres_de_utilisateur');
}
const membresDeUtilisateur = parBase(preparerMembresDeUtilisateur);

/**
 * A user's memberships present in a week, with their service, establishment and leave of the
 * week (/planning, prepared once per database).
 */
export function listMembresDeUtilisateur(db: Db, utilisateurId: number, lundi: string, au: string, today: string) {
  return membresDeUtilisateur(db).execute({ utilisateurId, lundi, au, today });
}

export async function findMembreActifDeEmploye(
  db: DbOrTx,
  serviceId: number,
  employeId: number,
  date: string,
  saufMembreId = 0,
) {
  const [row] = await db
    .select({ id: membre.id })
    .from(membre)
    .where(
      and(eq(membre.serviceId, serviceId), eq(membre.employeId, employeId), actifLe(date), ne(membre.id, saufMembreId)),
    );
  return row;
}

export async function insertMembre(db: DbOrTx, values: typeof membre.$inferInsert): Promise<number> {
  const [row] = await db.insert(membre).values(values).returning({ id: membre.id });
  return row!.id;
}

export async function updateMembre(db: DbOrTx, membreId: number, values: Partial<typeof membre.$inferInsert>) {
  await db.update(membre).set(values).where(eq(membre.id, membreId));
}

export async function deleteMembre(db: DbOrTx, membreId: number) {
  await db.delete(membre).where(eq(membre.id, membreId));
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

export async function employeIdsOfMembres(db: DbOrTx, membreIds: number[]) {
  if (membreIds.length === 0) return [];
  return db
    .select({ membreId: membre.id, employeId: membre.employeId })
    .from(membre)
    .where(inArray(membre.id, membreIds));
}
