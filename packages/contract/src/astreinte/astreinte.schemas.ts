import { z } from 'zod';
import { AnneeSchema, DateSchema, IdSchema } from '../common/fields';
import { estSemaineValide, lundiDe } from '../common/semaines';
import {
  DATE_LUNDI_REQUISE,
  DATE_TROP_ANCIENNE,
  estDateDeModeleValide,
  PREMIERE_ANNEE_ASTREINTE,
  PREMIERE_DATE_MODELE,
  SEMAINES_MODELE_MAX,
} from './astreinte.rules';

export const AstreinteEtablissementParamsSchema = z.object({ id: IdSchema.describe("Identifiant de l'établissement") });

const AnneeAstreinteSchema = AnneeSchema.refine((a) => a >= PREMIERE_ANNEE_ASTREINTE, {
  error: `Année invalide (${PREMIERE_ANNEE_ASTREINTE} au plus tôt)`,
});

/** A Monday from 2022-12-26 (spec §5). */
export const LundiDeModeleSchema = DateSchema.refine((d) => d >= PREMIERE_DATE_MODELE, {
  error: DATE_TROP_ANCIENNE,
}).refine(estDateDeModeleValide, { error: DATE_LUNDI_REQUISE });

export const ResumeAnnuelQuerySchema = z.object({ _annee: AnneeAstreinteSchema.describe('Année du résumé') });

export const ResumeEmployeSchema = z.object({
  employeId: z.number().int(),
  name: z.string().describe("Nom de l'employé"),
  nomComplet: z.string(),
  couleur: z.string().describe('Couleur #RRGGBB du repère de la carte'),
  nbJoursDusPourLannee: z.number().describe('Jours dus pour l’année (contrat cadre, au prorata)'),
  nbJoursFaitsADate: z.number().int().describe("Jours d'astreinte faits jusqu'à hier"),
  nbJoursPrevusSurLeTempsRestant: z
    .number()
    .int()
    .describe("Jours d'astreinte prévus d'aujourd'hui à la fin de l'année"),
  nbJoursWeekEndEtFeries: z.number().int().describe("Samedis, dimanches et jours fériés d'astreinte de l'année"),
});
export type ResumeEmploye = z.infer<typeof ResumeEmployeSchema>;

export const ResumeAnnuelSchema = z.object({ annee: z.number().int(), employes: z.array(ResumeEmployeSchema) });
export type ResumeAnnuel = z.infer<typeof ResumeAnnuelSchema>;

export const PlanningAstreinteQuerySchema = z.object({
  _annee: AnneeAstreinteSchema.describe('Année'),
  _mois: z.coerce
    .number({ error: 'Mois invalide' })
    .int({ error: 'Mois invalide' })
    .min(1, { error: 'Mois invalide (1 à 12)' })
    .max(12, { error: 'Mois invalide (1 à 12)' })
    .describe('Mois, 1 à 12'),
});

/** numero: ISO week number; semaine: its Monday; annee: its ISO week-year (décision 056). */
export const SemaineAstreinteSchema = z.object({
  numero: z.number().int(),
  semaine: z.string(),
  annee: z.number().int(),
});

export const AstreinteHebdomadaireSchema = z.object({
  semaine: SemaineAstreinteSchema,
  planningDeLaSemaine: z
    .record(z.string(), z.number().int().nullable())
    .describe('Jour 1 (lundi) à 7 (dimanche) → employeId, null sans personne'),
});
export type AstreinteHebdomadaire = z.infer<typeof AstreinteHebdomadaireSchema>;

export const EmployeAstreinteSchema = z.object({
  employeId: z.number().int(),
  nomComplet: z.string(),
  couleur: z.string(),
});
export type EmployeAstreinte = z.infer<typeof EmployeAstreinteSchema>;

export const PlanningAstreinteSchema = z.object({
  /** The spec's spelling. */
  astreintesHedbdomadaires: z.array(AstreinteHebdomadaireSchema),
  employes: z.array(EmployeAstreinteSchema).describe('Les personnes nommées dans ces semaines'),
});
export type PlanningAstreinte = z.infer<typeof PlanningAstreinteSchema>;

export const DuesQuerySchema = z.object({ _date: LundiDeModeleSchema.describe('Date de début du modèle (un lundi)') });
export const DuesSchema = z.record(z.string(), z.number()).describe('employeId → jours dus par an');
export type Dues = z.infer<typeof DuesSchema>;

const JoursDusSchema = z.number({ error: 'Nombre de jours invalide' }).min(0).max(366, { error: '366 jours au plus' });

export const GenererBodySchema = z.object({
  etablissementId: IdSchema,
  nbJoursParEmployesParAn: z
    .record(z.string().regex(/^\d+$/, { error: 'Identifiant invalide' }), JoursDusSchema)
    .refine((m) => Object.values(m).some((j) => j > 0), { error: "Aucun employé ne doit d'astreinte" })
    .refine((m) => Object.keys(m).length <= 200, { error: '200 employés au plus' }),
  dateMiseEnApplication: LundiDeModeleSchema.optional().describe(
    'Premier lundi du modèle : les week-ends et fériés sont équilibrés sur l’année qui suit (lundi prochain par défaut)',
  ),
});
export type GenererBody = z.infer<typeof GenererBodySchema>;

export const SemaineDeModeleSchema = z.object({
  ordre: z.number().int().min(1).max(SEMAINES_MODELE_MAX),
  employeId: z.number({ error: 'Employé obligatoire' }).int().positive().max(2_147_483_647),
});
export const ModeleAstreinteSchema = z.object({
  semaines: z
    .array(SemaineDeModeleSchema)
    .min(1, { error: 'Le modèle doit compter au moins une semaine' })
    .max(SEMAINES_MODELE_MAX, { error: `${SEMAINES_MODELE_MAX} semaines au plus` })
    .refine((s) => new Set(s.map((x) => x.ordre)).size === s.length, {
      error: 'Deux semaines du modèle ont le même ordre',
    }),
});
export type ModeleAstreinte = z.infer<typeof ModeleAstreinteSchema>;

export const PublierBodySchema = z
  .object({
    etablissementId: IdSchema,
    modeleAPublier: ModeleAstreinteSchema,
    dateMiseEnApplication: LundiDeModeleSchema,
    debutCyclePublication: z.number({ error: 'Semaine de début obligatoire' }).int().min(1),
  })
  .refine((b) => b.modeleAPublier.semaines.some((s) => s.ordre === b.debutCyclePublication), {
    error: "La semaine de début n'est pas une semaine du modèle",
    path: ['debutCyclePublication'],
  });
export type PublierBody = z.infer<typeof PublierBodySchema>;

export const PublicationAstreinteSchema = z.object({ du: z.string(), au: z.string(), jours: z.number().int() });

export const ModificationBodySchema = z.object({
  dateAModifier: DateSchema.refine((d) => d >= PREMIERE_DATE_MODELE, { error: DATE_TROP_ANCIENNE }),
  employeIdAMettreDastreinte: IdSchema,
  etablissementIdDuPlanningAModifier: IdSchema,
});
/**
 * The spec names no establishment in the clearing and week calls: without one, the server takes
 * the only establishment whose roster the actor edits (decision 056).
 */
const ETABLISSEMENT_FACULTATIF = {
  etablissementId: IdSchema.optional().describe(
    "Établissement du planning ; par défaut, celui que l'acteur administre",
  ),
};

export const SuppressionBodySchema = z.object({
  dateAVider: DateSchema.refine((d) => d >= PREMIERE_DATE_MODELE, { error: DATE_TROP_ANCIENNE }),
  ...ETABLISSEMENT_FACULTATIF,
});

const SEMAINE = { semaine: z.number().int(), annee: z.number().int() };

/** A week of a year from the week of 2022-12-26 (spec §5). */
function estSemaineDAstreinte(s: { semaine: number; annee: number }, ctx: z.core.$RefinementCtx) {
  if (!estSemaineValide(s)) ctx.addIssue({ code: 'custom', message: 'Semaine invalide', path: ['semaine'] });
  else if (lundiDe(s) < PREMIERE_DATE_MODELE)
    ctx.addIssue({ code: 'custom', message: DATE_TROP_ANCIENNE, path: ['semaine'] });
}

// Objects refined (not intersections), so that each field is checked and reported on its own.
/** The spec's week edit names "employee": sent as `employeId`, or as `employe` (an id or `{ employeId }`). */
export const ModificationSemaineBodySchema = z
  .object({
    ...SEMAINE,
    employeId: IdSchema.optional(),
    employe: z.union([IdSchema, z.object({ employeId: IdSchema })]).optional(),
    ...ETABLISSEMENT_FACULTATIF,
  })
  .superRefine((s, ctx) => {
    if (s.employeId === undefined && s.employe === undefined)
      ctx.addIssue({ code: 'custom', message: "L'employé à mettre d'astreinte est requis", path: ['employeId'] });
    estSemaineDAstreinte(s, ctx);
  });
export const SuppressionSemaineBodySchema = z
  .object({ ...SEMAINE, ...ETABLISSEMENT_FACULTATIF })
  .superRefine(estSemaineDAstreinte);

/** The employee of a week edit, whichever way the body names them. */
export function employeDeLaSemaine(body: { employeId?: number; employe?: number | { employeId: number } }): number {
  if (body.employeId !== undefined) return body.employeId;
  return typeof body.employe === 'number' ? body.employe : body.employe!.employeId;
}

export const STATUTS_REDIRECTION = ['EN_ATTENTE', 'REUSSIE', 'ECHEC'] as const;

export const RedirectionSchema = z.object({
  etablissementId: z.number().int(),
  numeroUrgence: z.string(),
  numeroDeRenvoi: z.string(),
  debut: z.string(),
  fin: z.string(),
  statut: z.enum(STATUTS_REDIRECTION),
  erreur: z.string().nullable(),
  tentatives: z.number().int(),
  demandeeLe: z.string(),
});
export type Redirection = z.infer<typeof RedirectionSchema>;

export const NumeroAstreinteSchema = z.object({
  numero: z.string().nullable().describe("Téléphone professionnel de la personne d'astreinte ; null sans personne"),
  employeId: z.number().int().nullable(),
  nomComplet: z.string().nullable(),
  numeroUrgence: z.string().nullable().describe("Numéro d'urgence de l'établissement"),
  derniereRedirection: RedirectionSchema.nullable(),
});
export type NumeroAstreinte = z.infer<typeof NumeroAstreinteSchema>;

export const ActualisationSchema = z.object({ redirections: z.array(RedirectionSchema) });
export type Actualisation = z.infer<typeof ActualisationSchema>;
