import { z } from 'zod';
import { DateSchema, IdSchema } from '../common/fields';

export const FicheDePresenceParamsSchema = z.object({ id: IdSchema.describe("Identifiant de l'établissement") });

export const FicheDePresenceQuerySchema = z.object({
  dateDeProspection: DateSchema.describe('Jour de la fiche de présence (AAAA-MM-JJ)'),
});
export type FicheDePresenceQuery = z.infer<typeof FicheDePresenceQuerySchema>;

/** Spec doc. 2 §3: what the sheet shows of a leave type. */
export const TypeAbsenceSchema = z.object({
  congesTypeId: z.number().int(),
  label: z.string(),
  shortLabel: z.string().describe('Abréviation'),
  couleur: z.string().describe('Couleur #RRGGBB'),
});
export type TypeAbsence = z.infer<typeof TypeAbsenceSchema>;

const DemiJourneeSchema = z.number().int().describe('0 journée entière, 1 matin, 2 après-midi');

/** A leave of the day: its type and the part of the day it covers. */
export const CongesDuJourSchema = z.object({
  type: TypeAbsenceSchema,
  demiJournee: DemiJourneeSchema,
  demiJourneeLabel: z.string().nullable(),
});
export type CongesDuJour = z.infer<typeof CongesDuJourSchema>;

export const EmployePresentSchema = z.object({
  employeId: z.number().int(),
  nomComplet: z.string(),
  conges: CongesDuJourSchema.nullable().describe("Demi-journée de congé de l'employé présent l'autre moitié du jour"),
});
export type EmployePresent = z.infer<typeof EmployePresentSchema>;

export const EmployeEnCongesSchema = z.object({
  employeId: z.number().int(),
  nomComplet: z.string(),
  ...CongesDuJourSchema.shape,
});
export type EmployeEnConges = z.infer<typeof EmployeEnCongesSchema>;

/** Spec doc. 2 §3 « Presence sheet: employesPresents and employesEnConges » (décision 049). */
export const FicheDePresenceSchema = z.object({
  dateDeProspection: z.string(),
  employesPresents: z.array(EmployePresentSchema).describe('Un créneau effectif ce jour-là, hors congé, par nom'),
  employesEnConges: z.array(EmployeEnCongesSchema).describe('En congé ce jour-là, avec le type du congé, par nom'),
});
export type FicheDePresence = z.infer<typeof FicheDePresenceSchema>;
