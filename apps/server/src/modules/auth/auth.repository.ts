import { normaliserRecherche } from '@roulement/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { avatar, utilisateur } from '../../db/schema';

export type UtilisateurRow = typeof utilisateur.$inferSelect;
export type NouvelUtilisateur = typeof utilisateur.$inferInsert;

/** The searchable form of a user's name, kept in `utilisateur.nom_recherche` (employee search). */
export function nomRechercheDe(u: { prenom: string; nom: string }): string {
  return normaliserRecherche(`${u.prenom} ${u.nom}`);
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

export async function hasAvatar(db: DbOrTx, utilisateurId: number): Promise<boolean> {
  const rows = await db
    .select({ id: avatar.utilisateurId })
    .from(avatar)
    .where(eq(avatar.utilisateurId, utilisateurId))
    .limit(1);
  return rows.length > 0;
}

export async function insertUtilisateur(
  db: DbOrTx,
  values: Omit<NouvelUtilisateur, 'nomRecherche'>,
): Promise<UtilisateurRow> {
  const [row] = await db
    .insert(utilisateur)
    .values({ ...values, nomRecherche: nomRechercheDe(values) })
    .returning();
  if (!row) throw new Error('insert utilisateur returned nothing');
  return row;
}

/** Many accounts in one statement, in the order given (an import). */
export async function insertUtilisateurs(
  db: DbOrTx,
  values: Omit<NouvelUtilisateur, 'nomRecherche'>[],
): Promise<UtilisateurRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(utilisateur)
    .values(values.map((v) => ({ ...v, nomRecherche: nomRechercheDe(v) })))
    .returning();
}

export async function updateUtilisateur(
  db: DbOrTx,
  id: number,
  // Both names or neither: the search form is rebuilt from the two.
  values: Partial<Pick<UtilisateurRow, 'genre' | 'dateDeNaissance' | 'telephonePro'>> &
    ({ nom: string; prenom: string } | { nom?: undefined; prenom?: undefined }),
): Promise<void> {
  const nomRecherche = values.nom === undefined ? undefined : nomRechercheDe(values);
  await db
    .update(utilisateur)
    .set({ ...values, ...(nomRecherche === undefined ? {} : { nomRecherche }) })
    .where(eq(utilisateur.id, id));
}

/** Stores a new password hash and answers the user's token version, which the trigger raised. */
export async function remplacerHash(db: DbOrTx, id: number, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(utilisateur)
    .set({ passwordHash })
    .where(eq(utilisateur.id, id))
    .returning({ version: utilisateur.jetonVersion });
  if (!row) throw new Error(`utilisateur ${id} introuvable`);
  return row.version;
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
