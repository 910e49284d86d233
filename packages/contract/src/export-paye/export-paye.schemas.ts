import { z } from 'zod';
import { AnneeSchema, DateSchema, IdSchema } from '../common/fields';

/** Spec doc. 2 §5 and decision 058: the period of a payroll export. */
export const EXPORT_PAYE_JOURS_MAX = 31;
export const FIN_AVANT_DEBUT = 'La date de fin doit être postérieure ou égale à la date de début';
export const PERIODE_TROP_LONGUE = `La période ne peut pas dépasser ${EXPORT_PAYE_JOURS_MAX} jours`;
export const DIMANCHE_ATTENDU = 'La date doit être un dimanche';

const joursEntre = (debut: string, fin: string) =>
  (Date.parse(`${fin}T00:00:00Z`) - Date.parse(`${debut}T00:00:00Z`)) / 86_400_000;

export const ExportPayeParamsSchema = z.object({
  id: IdSchema.describe("Identifiant de l'établissement ou du service"),
});

export const ExportPayeQuerySchema = z
  .object({
    _dateDebut: DateSchema.describe('Premier jour de la période (AAAA-MM-JJ)'),
    _dateFin: DateSchema.describe('Dernier jour de la période, inclus (AAAA-MM-JJ)'),
  })
  .refine((q) => q._dateDebut <= q._dateFin, { error: FIN_AVANT_DEBUT, path: ['_dateFin'] })
  .refine((q) => q._dateDebut > q._dateFin || joursEntre(q._dateDebut, q._dateFin) < EXPORT_PAYE_JOURS_MAX, {
    error: PERIODE_TROP_LONGUE,
    path: ['_dateFin'],
  });
export type ExportPayeQuery = z.infer<typeof ExportPayeQuerySchema>;

/**
 * The columns of the payroll file, in order (DOMAIN.md « Meals, presence, exports »). Leave days
 * add one column per leave type after these, keyed `CONGES_<congesTypeId>`.
 */
export const COLONNES_EXPORT_PAYE = [
  'IDENTIFIANT',
  'NOM',
  'PRENOM',
  'ETABLISSEMENT',
  'CONTRAT',
  'HEURES_CONTRAT',
  'DATE_DEBUT',
  'DATE_FIN',
  'HEURES_TRAVAILLEES',
  'HEURES_SUPPLEMENTAIRES',
  'HEURES_NUIT',
  'HEURES_DIMANCHE',
  'HEURES_FERIES',
  'HEURES_FERIES_AUTOMATIQUES',
  'JOURS_ASTREINTE',
  'REPAS_MIDI',
  'REPAS_SOIR',
] as const;
export type ColonneExportPaye = (typeof COLONNES_EXPORT_PAYE)[number];

/** The header of each column when the association has not chosen its own code. */
export const CODES_EXPORT_PAYE_DEFAUT: Record<ColonneExportPaye, string> = {
  IDENTIFIANT: 'Identifiant',
  NOM: 'Nom',
  PRENOM: 'Prénom',
  ETABLISSEMENT: 'Établissement',
  CONTRAT: 'Contrat',
  HEURES_CONTRAT: 'Heures hebdomadaires du contrat',
  DATE_DEBUT: 'Du',
  DATE_FIN: 'Au',
  HEURES_TRAVAILLEES: 'Heures travaillées',
  HEURES_SUPPLEMENTAIRES: 'Heures supplémentaires',
  HEURES_NUIT: 'Heures de nuit (21h-6h)',
  HEURES_DIMANCHE: 'Heures du dimanche',
  HEURES_FERIES: 'Heures des jours fériés',
  HEURES_FERIES_AUTOMATIQUES: 'Heures des jours fériés chômés',
  JOURS_ASTREINTE: "Jours d'astreinte",
  REPAS_MIDI: 'Repas du midi',
  REPAS_SOIR: 'Repas du soir',
};

export const COLONNE_CONGES = /^CONGES_\d+$/;
const ColonneSchema = z
  .string()
  .refine((c) => (COLONNES_EXPORT_PAYE as readonly string[]).includes(c) || COLONNE_CONGES.test(c), {
    error: 'Colonne inconnue',
  });

export const CodeExportPayeSchema = z.object({
  colonne: z.string().describe('Clé de la colonne (HEURES_NUIT, CONGES_1…)'),
  code: z.string().describe('En-tête de la colonne dans le fichier'),
  libelle: z.string().describe('Ce que la colonne contient'),
  parDefaut: z.boolean(),
});
export type CodeExportPaye = z.infer<typeof CodeExportPayeSchema>;

export const CodesExportPayeBodySchema = z.object({
  codes: z
    .array(
      z.object({
        colonne: ColonneSchema,
        code: z
          .string({ error: 'Code obligatoire' })
          .trim()
          .min(1, { error: 'Code obligatoire' })
          .max(60, { error: 'Code trop long (60 caractères maximum)' }),
      }),
    )
    .max(100),
});
export type CodesExportPayeBody = z.infer<typeof CodesExportPayeBodySchema>;

export const BudgetFeriesQuerySchema = z.object({ _annee: AnneeSchema.describe('Année du budget') });

const estDimanche = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0;
export const BudgetDimancheQuerySchema = z.object({
  date: DateSchema.refine(estDimanche, { error: DIMANCHE_ATTENDU }).describe('Un dimanche (AAAA-MM-JJ)'),
});
