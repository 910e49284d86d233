import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enCoursLe } from '../../db/conditions';
import { parametre } from '../../db/requetes';
import { avatar, contrat, employe, etablissement, membre, metier, service, utilisateur } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { parBase } from '../../lib/par-base';
import { grouperParEmploye } from '../../lib/par-employe';
import { nomContient } from '../../lib/recherche';

/**
 * The employee, their establishment and their services, for the permission checks. With
 * `verrou`, the employee row is locked until the end of the transaction: every change of a
 * balance takes this lock first, so that two debits at once are checked one after the other.
 */
export async function findEmployeScope(db: DbOrTx, id: number, options: { verrou?: boolean } = {}) {
  const query = db
    .select({
      employeId: employe.id,
      utilisateurId: employe.utilisateurId,
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
    })
    .from(employe)
    .innerJoin(etablissement, eq(etablissement.id, employe.etablissementId))
    .where(eq(employe.id, id));
  const [row] = await (options.verrou ? query.for('update', { of: employe }) : query);
  if (!row) return undefined;
  return { ...row, services: await listServicesDesormais(db, id, todayInParis()) };
}

/** The services the employee belongs to from `today` on (their heads pose leave). */
async function listServicesDesormais(db: DbOrTx, employeId: number, today: string): Promise<number[]> {
  const rows = await db
    .select({ serviceId: membre.serviceId })
    .from(membre)
    .where(and(eq(membre.employeId, employeId), enCoursLe(membre.dateFin, today)));
  return rows.map((r) => r.serviceId);
}

function selectResumes(db: DbOrTx) {
  return db
    .select({
      employeId: employe.id,
      emailPro: employe.emailPro,
      utilisateurId: utilisateur.id,
      genre: utilisateur.genre,
      nom: utilisateur.nom,
      prenom: utilisateur.prenom,
      email: utilisateur.email,
      hasAvatar: aUnAvatar,
    })
    .from(employe)
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId));
}

/** Whether the user of the row has a picture. */
export const aUnAvatar = sql<boolean>`exists (select 1 from ${avatar} where ${avatar.utilisateurId} = ${utilisateur.id})`;

/** The contracts' periods and jobs of a list's employees: their statuses without a query per employee. */
function selectPeriodesContrats(db: DbOrTx) {
  return db
    .select({
      employeId: contrat.employeId,
      dateDebut: contrat.dateDebut,
      dateFin: contrat.dateFin,
      metier: metier.libelle,
    })
    .from(contrat)
    .innerJoin(metier, eq(metier.id, contrat.metierId));
}

type ResumeLu = Awaited<ReturnType<ReturnType<typeof selectResumes>['execute']>>[number];
type PeriodeContratLue = Awaited<ReturnType<ReturnType<typeof selectPeriodesContrats>['execute']>>[number];

function avecContrats(rows: readonly ResumeLu[], contrats: readonly PeriodeContratLue[]) {
  const parEmploye = grouperParEmploye(contrats);
  return rows.map((r) => ({
    ...r,
    contrats: (parEmploye.get(r.employeId) ?? []).map(({ employeId: _, ...c }) => c),
  }));
}
export type ResumeRow = ReturnType<typeof avecContrats>[number];

const resumesOfEtablissement = parBase((db: DbOrTx) =>
  selectResumes(db)
    .where(eq(employe.etablissementId, parametre('etablissementId')))
    .prepare('resumes_de_etablissement'),
);
const contratsOfEtablissement = parBase((db: DbOrTx) =>
  selectPeriodesContrats(db)
    .innerJoin(employe, eq(employe.id, contrat.employeId))
    .where(eq(employe.etablissementId, parametre('etablissementId')))
    .prepare('periodes_contrats_de_etablissement'),
);

/** Prepared: the employee list is planned once per connection, not on every call. */
export async function listResumesOfEtablissement(db: DbOrTx, etablissementId: number): Promise<ResumeRow[]> {
  const rows = await resumesOfEtablissement(db).execute({ etablissementId });
  return avecContrats(rows, await contratsOfEtablissement(db).execute({ etablissementId }));
}

/** Employees of the establishment whose searchable name holds every word of the search. */
export async function searchResumes(db: DbOrTx, etablissementId: number, recherche: string): Promise<ResumeRow[]> {
  const rows = await selectResumes(db).where(
    and(eq(employe.etablissementId, etablissementId), nomContient(utilisateur.nomRecherche, recherche)),
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.employeId);
  return avecContrats(rows, await selectPeriodesContrats(db).where(inArray(contrat.employeId, ids)));
}

/** What an employee is head of: deleting them would leave an establishment or a service headless. */
export async function findResponsabilites(db: DbOrTx, employeId: number) {
  const etablissements = await db
    .select({ raisonSociale: etablissement.raisonSociale })
    .from(etablissement)
    .where(eq(etablissement.directeurId, employeId));
  const services = await db.select({ nom: service.nom }).from(service).where(eq(service.chefDeServiceId, employeId));
  return { directeurDe: etablissements.map((e) => e.raisonSociale), chefDe: services.map((s) => s.nom) };
}
