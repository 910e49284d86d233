import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roleUtilisateur } from '../../db/schema';

export async function replaceRoles(db: DbOrTx, roles: Map<number, string[]>): Promise<void> {
  const ids = [...roles.keys()];
  if (ids.length === 0) return;
  await db.delete(roleUtilisateur).where(inArray(roleUtilisateur.utilisateurId, ids));
  const rows = [...roles].flatMap(([utilisateurId, list]) => list.map((role) => ({ utilisateurId, role })));
  for (let i = 0; i < rows.length; i += 5000) await db.insert(roleUtilisateur).values(rows.slice(i, i + 5000));
}

/** The materialised roles of these users, each user's in alphabetical order. */
export function listRoles(db: DbOrTx, utilisateurIds: number[]) {
  return db
    .select({ utilisateurId: roleUtilisateur.utilisateurId, role: roleUtilisateur.role })
    .from(roleUtilisateur)
    .where(inArray(roleUtilisateur.utilisateurId, utilisateurIds))
    .orderBy(asc(roleUtilisateur.role));
}
