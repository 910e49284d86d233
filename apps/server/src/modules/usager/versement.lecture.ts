import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isoUtc, rowsOf } from '../../db/requetes';
import type { PosteRow } from './fiche-aim.lecture';

export interface VersementLigneRow extends PosteRow {
  versementId: number;
  ficheAimId: number;
  accueilId: number | null;
  dateDeVersement: string;
  moyenDePaiement: 'ESPECE' | 'VIREMENT';
  verseLe: string | null;
  ligneVersementId: number;
  montant: string;
}

/** Payouts with their lines, one row per line, by date then payout. */
async function listVersementsOu(db: DbOrTx, where: SQL): Promise<VersementLigneRow[]> {
  const rows = await db.execute(sql`
    select v.id as "versementId", v.fiche_aim_id as "ficheAimId", v.accueil_id as "accueilId",
      v.date_de_versement::text as "dateDeVersement", v.moyen_de_paiement as "moyenDePaiement",
      ${isoUtc(sql`v.verse_le`)} as "verseLe",
      l.id as "ligneVersementId", l.montant,
      p.id as "posteAimId", p.libelle, p.periodicite, p.icone
    from versement v
    join versement_ligne l on l.versement_id = v.id
    join poste_aim p on p.id = l.poste_aim_id
    where ${where}
    order by v.date_de_versement, v.id, p.ordre`);
  return rowsOf<VersementLigneRow>(rows);
}

export const listVersementsDeFiche = (db: DbOrTx, ficheAimId: number) =>
  listVersementsOu(db, sql`v.fiche_aim_id = ${ficheAimId}`);

export const listVersementsADate = (db: DbOrTx, usagerId: number, etablissementId: number, date: string) =>
  listVersementsOu(
    db,
    sql`v.usager_id = ${usagerId} and v.etablissement_id = ${etablissementId} and v.date_de_versement = ${date}`,
  );

export const listVersementsParIds = (db: DbOrTx, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : listVersementsOu(
        db,
        sql`v.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
