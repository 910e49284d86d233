import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { avatar, roleUtilisateur, utilisateur } from '../../db/schema';

export type UtilisateurRow = typeof utilisateur.$inferSelect;
export type NouvelUtilisateur = typeof utilisateur.$inferInsert;

export interface UtilisateurAvecRoles {
  row: UtilisateurRow;
  roles: string[];
  hasAvatar: boolean;
}

export async function findUtilisateurByEmail(db: DbOrTx, email: string): Promise<UtilisateurRow | undefined> {
  const [row] = await db.select().from(utilisateur).where(eq(utilisateur.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUtilisateurById(db: DbOrTx, id: number): Promise<UtilisateurRow | undefined> {
  const [row] = await db
    .select()
    .from(utilisateur)
    .where(and(eq(utilisateur.id, id), isNull(utilisateur.supprimeLe)))
    .limit(1);
  return row;
}

export async function findRoles(db: DbOrTx, utilisateurId: number): Promise<string[]> {
  const rows = await db
    .select({ role: roleUtilisateur.role })
    .from(roleUtilisateur)
    .where(eq(roleUtilisateur.utilisateurId, utilisateurId))
    .orderBy(roleUtilisateur.role);
  return rows.map((r) => r.role);
}

export async function hasAvatar(db: DbOrTx, utilisateurId: number): Promise<boolean> {
  const rows = await db
    .select({ id: avatar.utilisateurId })
    .from(avatar)
    .where(eq(avatar.utilisateurId, utilisateurId))
    .limit(1);
  return rows.length > 0;
}

export async function insertUtilisateur(db: DbOrTx, values: NouvelUtilisateur): Promise<UtilisateurRow> {
  const [row] = await db.insert(utilisateur).values(values).returning();
  if (!row) throw new Error('insert utilisateur returned nothing');
  return row;
}

export async function updateUtilisateur(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<UtilisateurRow, 'genre' | 'nom' | 'prenom' | 'dateDeNaissance' | 'telephonePro' | 'passwordHash'>
  >,
): Promise<void> {
  await db.update(utilisateur).set(values).where(eq(utilisateur.id, id));
}

export async function readAvatar(db: DbOrTx, utilisateurId: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ image: avatar.image }).from(avatar).where(eq(avatar.utilisateurId, utilisateurId));
  return row?.image;
}

export async function saveAvatar(db: DbOrTx, utilisateurId: number, image: Buffer): Promise<void> {
  await db
    .insert(avatar)
    .values({ utilisateurId, image })
    .onConflictDoUpdate({ target: avatar.utilisateurId, set: { image, modifieLe: new Date() } });
}
