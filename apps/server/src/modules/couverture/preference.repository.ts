import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preferenceRemplacement } from '../../db/schema';

/** The user's setting, locked for the change that follows; no row is the default (false). */
export async function findPreferencePourMaj(db: DbOrTx, utilisateurId: number) {
  const [row] = await db
    .select({ autresEtablissements: preferenceRemplacement.autresEtablissements })
    .from(preferenceRemplacement)
    .where(eq(preferenceRemplacement.utilisateurId, utilisateurId))
    .for('update');
  return row?.autresEtablissements ?? false;
}

export async function findPreference(db: DbOrTx, utilisateurId: number) {
  const [row] = await db
    .select({ autresEtablissements: preferenceRemplacement.autresEtablissements })
    .from(preferenceRemplacement)
    .where(eq(preferenceRemplacement.utilisateurId, utilisateurId));
  return row?.autresEtablissements ?? false;
}

export async function upsertPreference(db: DbOrTx, utilisateurId: number, autresEtablissements: boolean) {
  await db
    .insert(preferenceRemplacement)
    .values({ utilisateurId, autresEtablissements })
    .onConflictDoUpdate({ target: preferenceRemplacement.utilisateurId, set: { autresEtablissements } });
}
