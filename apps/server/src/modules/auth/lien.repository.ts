import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lienUtilisateur } from '../../db/schema';

export type LienRow = typeof lienUtilisateur.$inferSelect;
export type TypeLien = LienRow['type'];

export async function insertLien(
  db: DbOrTx,
  values: { utilisateurId: number; type: TypeLien; jetonHash: string; expireLe: Date },
): Promise<void> {
  await db.insert(lienUtilisateur).values(values);
}

export async function findLienByHash(db: DbOrTx, jetonHash: string): Promise<LienRow | undefined> {
  const [row] = await db.select().from(lienUtilisateur).where(eq(lienUtilisateur.jetonHash, jetonHash)).limit(1);
  return row;
}

/**
 * Marks the link used if it still is usable, in one statement: of two requests with the same
 * link, only the one whose update returns a row goes on.
 */
export async function consommerLien(db: DbOrTx, id: number, maintenant: Date): Promise<boolean> {
  const rows = await db
    .update(lienUtilisateur)
    .set({ utiliseLe: maintenant })
    .where(and(eq(lienUtilisateur.id, id), isNull(lienUtilisateur.utiliseLe), gt(lienUtilisateur.expireLe, maintenant)))
    .returning({ id: lienUtilisateur.id });
  return rows.length > 0;
}

/** Voids the user's links not used yet (of one type, or all): only the newest one sent works. */
export async function annulerLiensEnCours(
  db: DbOrTx,
  utilisateurId: number,
  maintenant: Date,
  type?: TypeLien,
): Promise<void> {
  await db
    .update(lienUtilisateur)
    .set({ utiliseLe: maintenant })
    .where(
      and(
        eq(lienUtilisateur.utilisateurId, utilisateurId),
        isNull(lienUtilisateur.utiliseLe),
        ...(type ? [eq(lienUtilisateur.type, type)] : []),
      ),
    );
}
