import type { AclRefreshBody } from '@roulement/contract';
import { and, asc, count, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  contrat,
  employe,
  etablissement,
  etablissementComptable,
  roleUtilisateur,
  service,
  utilisateur,
} from '../../db/schema';
import type { RoleFacts } from './roles';

// Roles derive from the records of several domains: their reads are joined here, once.

const inRange = (column: Parameters<typeof gte>[0], idDebut: number, idFin: number): SQL | undefined =>
  and(idDebut > 0 ? gte(column, idDebut) : undefined, idFin > 0 ? lte(column, idFin) : undefined);

/** Users whose roles depend on the records of `repository` with ids in the range. */
export async function findUtilisateurIdsConcernes(db: DbOrTx, body: AclRefreshBody): Promise<number[]> {
  const { idDebut, idFin } = body;
  let rows: { id: number }[];
  switch (body.repository) {
    case 'utilisateur':
      rows = await db
        .select({ id: utilisateur.id })
        .from(utilisateur)
        .where(inRange(utilisateur.id, idDebut, idFin));
      break;
    case 'employe':
      rows = await db
        .select({ id: employe.utilisateurId })
        .from(employe)
        .where(inRange(employe.id, idDebut, idFin));
      break;
    case 'etablissement':
      rows = await db
        .select({ id: employe.utilisateurId })
        .from(employe)
        .where(inRange(employe.etablissementId, idDebut, idFin))
        .union(
          db
            .select({ id: etablissementComptable.utilisateurId })
            .from(etablissementComptable)
            .where(inRange(etablissementComptable.etablissementId, idDebut, idFin)),
        )
        // The director may be employed by another establishment (the head office).
        .union(
          db
            .select({ id: employe.utilisateurId })
            .from(etablissement)
            .innerJoin(employe, eq(employe.id, etablissement.directeurId))
            .where(inRange(etablissement.id, idDebut, idFin)),
        );
      break;
    case 'service':
      rows = await db
        .select({ id: employe.utilisateurId })
        .from(service)
        .innerJoin(employe, eq(employe.id, service.chefDeServiceId))
        .where(inRange(service.id, idDebut, idFin));
      break;
  }
  return [...new Set(rows.map((r) => r.id))];
}

/** The facts of several users, in a fixed number of queries whatever their count. */
export async function loadRoleFacts(db: DbOrTx, utilisateurIds: number[]): Promise<Map<number, RoleFacts>> {
  const facts = new Map<number, RoleFacts>();
  if (utilisateurIds.length === 0) return facts;
  const users = await db
    .select({
      id: utilisateur.id,
      actif: utilisateur.actif,
      supprimeLe: utilisateur.supprimeLe,
      admin: utilisateur.administrateurGlobal,
    })
    .from(utilisateur)
    .where(inArray(utilisateur.id, utilisateurIds));
  for (const u of users) {
    facts.set(u.id, {
      actif: u.actif && u.supprimeLe === null,
      administrateurGlobal: u.admin,
      employes: [],
      directeurDe: [],
      comptableDe: [],
      chefDe: [],
    });
  }
  const employes = await db
    .select({
      employeId: employe.id,
      utilisateurId: employe.utilisateurId,
      etablissementId: employe.etablissementId,
      administrateur: employe.administrateur,
      dateFin: contrat.dateFin,
      contratId: contrat.id,
    })
    .from(employe)
    .leftJoin(contrat, eq(contrat.employeId, employe.id))
    .where(inArray(employe.utilisateurId, utilisateurIds));
  const byEmploye = new Map<number, RoleFacts['employes'][number]>();
  for (const row of employes) {
    let entry = byEmploye.get(row.employeId);
    if (!entry) {
      entry = { etablissementId: row.etablissementId, administrateur: row.administrateur, contrats: [] };
      byEmploye.set(row.employeId, entry);
      facts.get(row.utilisateurId)?.employes.push(entry);
    }
    if (row.contratId !== null) entry.contrats.push({ dateFin: row.dateFin });
  }
  const directeurs = await db
    .select({ utilisateurId: employe.utilisateurId, etablissementId: etablissement.id })
    .from(etablissement)
    .innerJoin(employe, eq(employe.id, etablissement.directeurId))
    .where(inArray(employe.utilisateurId, utilisateurIds));
  for (const d of directeurs) facts.get(d.utilisateurId)?.directeurDe.push(d.etablissementId);
  const comptables = await db
    .select()
    .from(etablissementComptable)
    .where(inArray(etablissementComptable.utilisateurId, utilisateurIds));
  for (const c of comptables) facts.get(c.utilisateurId)?.comptableDe.push(c.etablissementId);
  const chefs = await db
    .select({ utilisateurId: employe.utilisateurId, serviceId: service.id, dateFermeture: service.dateFermeture })
    .from(service)
    .innerJoin(employe, eq(employe.id, service.chefDeServiceId))
    .where(inArray(employe.utilisateurId, utilisateurIds));
  for (const c of chefs)
    facts.get(c.utilisateurId)?.chefDe.push({ serviceId: c.serviceId, dateFermeture: c.dateFermeture });
  return facts;
}

export async function listAcl(
  db: DbOrTx,
  query: { _page: number; _taille: number; _utilisateurId?: number | undefined },
) {
  const where = query._utilisateurId ? eq(roleUtilisateur.utilisateurId, query._utilisateurId) : undefined;
  const [total] = await db.select({ n: count() }).from(roleUtilisateur).where(where);
  const elements = await db
    .select({ utilisateurId: roleUtilisateur.utilisateurId, username: utilisateur.email, role: roleUtilisateur.role })
    .from(roleUtilisateur)
    .innerJoin(utilisateur, eq(utilisateur.id, roleUtilisateur.utilisateurId))
    .where(where)
    .orderBy(asc(roleUtilisateur.utilisateurId), asc(roleUtilisateur.role))
    .limit(query._taille)
    .offset(query._page * query._taille);
  return { total: total?.n ?? 0, page: query._page, taille: query._taille, elements };
}

/**
 * Locks the users' rows until the transaction ends, in id order (two transactions never wait on
 * each other crosswise). NO KEY UPDATE: rows that merely refer to a user are not held up.
 */
export async function verrouillerUtilisateurs(db: DbOrTx, utilisateurIds: number[]): Promise<void> {
  if (utilisateurIds.length === 0) return;
  await db
    .select({ id: utilisateur.id })
    .from(utilisateur)
    .where(inArray(utilisateur.id, utilisateurIds))
    .orderBy(asc(utilisateur.id))
    .for('no key update');
}
