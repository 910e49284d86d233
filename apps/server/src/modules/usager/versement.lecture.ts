import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posteAim, versement, versementLigne } from '../../db/schema';
import { colonnesPoste } from './fiche-aim.lecture';

/** Payouts with their lines, one row per line, by date then payout. */
async function listVersementsOu(db: DbOrTx, where: SQL | undefined) {
  const rows = await db
    .select({
      versementId: versement.id,
      ficheAimId: versement.ficheAimId,
      accueilId: versement.accueilId,
      dateDeVersement: versement.dateDeVersement,
      moyenDePaiement: versement.moyenDePaiement,
      verseLe: versement.verseLe,
      ligneVersementId: versementLigne.id,
      montant: versementLigne.montant,
      ...colonnesPoste,
    })
    .from(versement)
    .innerJoin(versementLigne, eq(versementLigne.versementId, versement.id))
    .innerJoin(posteAim, eq(posteAim.id, versementLigne.posteAimId))
    .where(where)
    .orderBy(asc(versement.dateDeVersement), asc(versement.id), asc(posteAim.ordre));
  return rows.map((r) => ({ ...r, verseLe: r.verseLe?.toISOString() ?? null }));
}
export type VersementLigneRow = Awaited<ReturnType<typeof listVersementsOu>>[number];

export const listVersementsDeFiche = (db: DbOrTx, ficheAimId: number) =>
  listVersementsOu(db, eq(versement.ficheAimId, ficheAimId));

export const listVersementsADate = (db: DbOrTx, usagerId: number, etablissementId: number, date: string) =>
  listVersementsOu(
    db,
    and(
      eq(versement.usagerId, usagerId),
      eq(versement.etablissementId, etablissementId),
      eq(versement.dateDeVersement, date),
    ),
  );

export const listVersementsParIds = (db: DbOrTx, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : listVersementsOu(db, inArray(versement.id, [...ids]));
