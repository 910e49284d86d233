import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { contrat, contratType, employe, metier } from '../../db/schema';

/** A contract as the import compares it with a line, and as the export writes it back. */
export interface ContratExistant {
  contratId: number;
  employeId: number;
  contratTypeId: number;
  acronyme: string;
  metierId: number;
  metier: string;
  heuresHebdo: number;
  dateDebut: string;
  dateFin: string | null;
  cadre: boolean;
  nbJoursAstreintesAnnuels: number;
  remplaceEmployeId: number | null;
  remplaceMatricule: string | null;
}

const remplace = alias(employe, 'remplace');

/** Every contract of these employees with its type, job and replaced employee: one query for the file. */
export function contratsDesEmployes(db: DbOrTx, employeIds: number[]): Promise<ContratExistant[]> {
  if (employeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      contratId: contrat.id,
      employeId: contrat.employeId,
      contratTypeId: contrat.contratTypeId,
      acronyme: contratType.acronyme,
      metierId: contrat.metierId,
      metier: metier.libelle,
      heuresHebdo: contrat.heuresHebdo,
      dateDebut: contrat.dateDebut,
      dateFin: contrat.dateFin,
      cadre: contrat.cadre,
      nbJoursAstreintesAnnuels: contrat.nbJoursAstreintesAnnuels,
      remplaceEmployeId: contrat.remplaceEmployeId,
      remplaceMatricule: remplace.matricule,
    })
    .from(contrat)
    .innerJoin(contratType, eq(contratType.id, contrat.contratTypeId))
    .innerJoin(metier, eq(metier.id, contrat.metierId))
    .leftJoin(remplace, eq(remplace.id, contrat.remplaceEmployeId))
    .where(inArray(contrat.employeId, employeIds));
}

/** The contract types and jobs a line names by their acronym or label. */
export async function referencesDesContrats(db: DbOrTx) {
  const types = await db
    .select({
      contratTypeId: contratType.id,
      acronyme: contratType.acronyme,
      libelle: contratType.libelle,
      eligibleRemplacement: contratType.eligibleRemplacement,
    })
    .from(contratType);
  const metiers = await db.select({ metierId: metier.id, libelle: metier.libelle }).from(metier);
  return { types, metiers };
}
export type ReferencesContrats = Awaited<ReturnType<typeof referencesDesContrats>>;
