import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { congesCredit, congesType, heureCredit } from '../../db/schema';
import { COMMENTAIRE_SOLDE_OUVERTURE } from '../employe/heures-importees';

/** An opening balance written by an earlier import, as a line is compared with it. */
export interface SoldeExistant {
  creditId: number;
  employeId: number;
  congesTypeId: number;
  type: string;
  date: string;
  nbJours: number;
  dateExpiration: string | null;
}

/** The opening balances earlier imports wrote for these employees: one query for the file. */
export function soldesImportesDes(db: DbOrTx, employeIds: number[]): Promise<SoldeExistant[]> {
  if (employeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      creditId: congesCredit.id,
      employeId: congesCredit.employeId,
      congesTypeId: congesCredit.congesTypeId,
      type: congesType.label,
      date: congesCredit.date,
      nbJours: congesCredit.nbJours,
      dateExpiration: congesCredit.dateExpiration,
    })
    .from(congesCredit)
    .innerJoin(congesType, eq(congesType.id, congesCredit.congesTypeId))
    .where(and(inArray(congesCredit.employeId, employeIds), eq(congesCredit.commentaire, COMMENTAIRE_SOLDE_OUVERTURE)));
}

/** The leave types with a balance, the only ones an opening balance credits. */
export function typesAvecSolde(db: DbOrTx) {
  return db
    .select({ congesTypeId: congesType.id, label: congesType.label, shortLabel: congesType.shortLabel })
    .from(congesType)
    .where(eq(congesType.avecSolde, true));
}
export type TypeAvecSolde = Awaited<ReturnType<typeof typesAvecSolde>>[number];

/** The opening recovery balances earlier imports wrote for these employees, in minutes. */
export async function heuresImporteesDes(db: DbOrTx, employeIds: number[]) {
  if (employeIds.length === 0) return [];
  return db
    .select({
      creditId: heureCredit.id,
      employeId: heureCredit.employeId,
      date: heureCredit.date,
      minutes: heureCredit.minutes,
    })
    .from(heureCredit)
    .where(and(inArray(heureCredit.employeId, employeIds), eq(heureCredit.commentaire, COMMENTAIRE_SOLDE_OUVERTURE)));
}
export type HeuresExistantes = Awaited<ReturnType<typeof heuresImporteesDes>>[number];
