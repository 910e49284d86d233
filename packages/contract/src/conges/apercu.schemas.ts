import { z } from 'zod';
import { IdSchema } from '../common/fields';
import { estSemaineValide } from '../common/semaines';

/** A sane range for the overviews (issue 12): outside it, a year is a typing mistake. */
export const APERCU_ANNEE_MIN = 2000;
export const APERCU_ANNEE_MAX = 2100;
/** Spec: the quarterly overview covers 13 ISO weeks from the given one. */
export const APERCU_TRIMESTRIEL_SEMAINES = 13;

const ANNEE_INVALIDE = `Année invalide (${APERCU_ANNEE_MIN} à ${APERCU_ANNEE_MAX})`;
const MOIS_INVALIDE = 'Mois invalide (1 à 12)';
const SEMAINE_INVALIDE = 'Semaine invalide';

/** A whole number of the query string between `min` and `max`, else `message`. */
const entier = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const annee = entier(APERCU_ANNEE_MIN, APERCU_ANNEE_MAX, ANNEE_INVALIDE);

/**
 * One leave on one day of the overview (spec doc 2 §3 « first » / « second »): its type's colour
 * and abbreviation, and which part of the day it takes.
 */
export const ApercuAbsenceSchema = z.object({
  congesTypeId: z.number().int(),
  couleur: z.string().describe('Couleur #RRGGBB du type'),
  shortLabel: z.string().describe('Abréviation du type'),
  demiJournee: z.number().int().describe('0 journée entière, 1 matin, 2 après-midi'),
});
export type ApercuAbsence = z.infer<typeof ApercuAbsenceSchema>;

/**
 * A day with leave (decision 047): `premier` is the morning's (or the whole day's) leave, or the
 * afternoon's when only the afternoon is off; `second` the afternoon's when it differs, or a second
 * leave of the same day (sick leave over paid leave).
 */
export const ApercuJourSchema = z.object({
  premier: ApercuAbsenceSchema,
  second: ApercuAbsenceSchema.nullable(),
});
export type ApercuJour = z.infer<typeof ApercuJourSchema>;

export const ApercuEmployeSchema = z.object({
  employeId: z.number().int(),
  nomComplet: z.string(),
  absences: z.record(z.string(), ApercuJourSchema).describe('Par jour AAAA-MM-JJ, les seuls jours avec un congé'),
});
export type ApercuEmploye = z.infer<typeof ApercuEmployeSchema>;

/** The leave overview of a period: its employees by name, their days off. */
export const ApercuCongesSchema = z.object({
  dateDebut: z.string().describe('Premier jour, AAAA-MM-JJ'),
  dateFin: z.string().describe('Dernier jour, AAAA-MM-JJ'),
  employes: z.array(ApercuEmployeSchema),
});
export type ApercuConges = z.infer<typeof ApercuCongesSchema>;

export const ApercuMensuelQuerySchema = z.object({
  _etablissementId: IdSchema.describe('Établissement'),
  _annee: annee.describe('Année'),
  _mois: entier(1, 12, MOIS_INVALIDE).describe('Mois, de 1 à 12'),
  _serviceId: IdSchema.optional().describe("Limiter aux membres d'un service de l'établissement"),
});
export type ApercuMensuelQuery = z.input<typeof ApercuMensuelQuerySchema>;

export const ApercuTrimestrielQuerySchema = z
  .object({
    _etablissementId: IdSchema.describe('Établissement'),
    _annee: annee.describe('Année ISO'),
    _semaine: entier(1, 53, SEMAINE_INVALIDE).describe('Numéro ISO de la première semaine'),
  })
  .refine((q) => estSemaineValide({ semaine: q._semaine, annee: q._annee }), {
    error: SEMAINE_INVALIDE,
    path: ['_semaine'],
  });
export type ApercuMensuelParametres = z.output<typeof ApercuMensuelQuerySchema>;
export type ApercuTrimestrielParametres = z.output<typeof ApercuTrimestrielQuerySchema>;
