import type { AclRefreshBody } from '@roulement/contract';
import type { Db, DbOrTx } from '../../db/client';
import { todayInParis } from '../../lib/dates';
import { findUtilisateurIdsConcernes, listAcl, loadRoleFacts, verrouillerUtilisateurs } from './acl.lecture';
import { listRoles, replaceRoles } from './acl.repository';
import { revoquerJetons } from './revocation';
import { deriveRoles } from './roles';

/** The materialised roles of a user (sign-in, the user's record). */
export async function rolesOf(db: DbOrTx, utilisateurId: number): Promise<string[]> {
  return (await listRoles(db, [utilisateurId])).map((r) => r.role);
}

/**
 * Users about to lose a role get their tokens revoked, since a token carries the roles it was
 * signed with. Users who only gain roles keep theirs (the new role shows at their next sign-in,
 * decision 003). Called before the new roles are written.
 */
async function revoquerSiRolesReduits(db: DbOrTx, nouveaux: Map<number, string[]>): Promise<void> {
  if (nouveaux.size === 0) return;
  const perdus = new Set<number>();
  for (const { utilisateurId, role } of await listRoles(db, [...nouveaux.keys()])) {
    if (!nouveaux.get(utilisateurId)?.includes(role)) perdus.add(utilisateurId);
  }
  await revoquerJetons(db, [...perdus]);
}

/**
 * Rewrites the materialised roles of these users from the data. Call it inside the transaction
 * that changed the data roles come from. Two such transactions touching one user (two services
 * given the same head) take turns on the user's row: the second reads the facts once the first
 * has committed, so neither writes stale roles nor collides on the delete-then-insert.
 */
export async function refreshRolesOf(db: DbOrTx, utilisateurIds: number[]): Promise<number> {
  const ids = [...new Set(utilisateurIds)];
  await verrouillerUtilisateurs(db, ids);
  const facts = await loadRoleFacts(db, ids);
  const today = todayInParis();
  const roles = new Map<number, string[]>();
  for (const [id, f] of facts) roles.set(id, deriveRoles(f, today));
  await revoquerSiRolesReduits(db, roles);
  await replaceRoles(db, roles);
  return [...roles.values()].reduce((n, list) => n + list.length, 0);
}

/** POST /acl/refresh: rebuilds the roles of the users concerned by a range of records. */
export async function refreshAcl(db: Db, body: AclRefreshBody) {
  return db.transaction(async (tx) => {
    const ids = await findUtilisateurIdsConcernes(tx, body);
    const roles = await refreshRolesOf(tx, ids);
    return { utilisateursMisAJour: ids.length, roles };
  });
}

export const listerAcl = listAcl;
