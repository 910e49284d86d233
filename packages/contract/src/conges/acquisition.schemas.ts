import { z } from 'zod';
import { AnneeSchema } from '../common/fields';

const MOIS_INVALIDE = 'Mois invalide (1 à 12)';
const TRIMESTRE_INVALIDE = 'Trimestre invalide (1 à 4)';

const MoisSchema = z.coerce
  .number({ error: MOIS_INVALIDE })
  .int({ error: MOIS_INVALIDE })
  .min(1, { error: MOIS_INVALIDE })
  .max(12, { error: MOIS_INVALIDE });

const TrimestreSchema = z.coerce
  .number({ error: TRIMESTRE_INVALIDE })
  .int({ error: TRIMESTRE_INVALIDE })
  .min(1, { error: TRIMESTRE_INVALIDE })
  .max(4, { error: TRIMESTRE_INVALIDE });

/** 'Créditer les congés annuels': the paid leave earned during one month. */
export const CreditCongesAnnuelsBodySchema = z.object({
  annee: AnneeSchema.describe('Année du mois crédité'),
  mois: MoisSchema.describe('Mois crédité, de 1 à 12'),
});
export type CreditCongesAnnuelsBody = z.infer<typeof CreditCongesAnnuelsBodySchema>;

/** 'Simuler congés annuels' and its CSV: the same month, read only. */
export const SimulationCongesAnnuelsQuerySchema = z.object({
  _annee: AnneeSchema.describe('Année du mois simulé'),
  _mois: MoisSchema.describe('Mois simulé, de 1 à 12'),
});

/** 'Créditer les congés du trimestre': CCN 66 quarterly leave. */
export const CreditCongesTrimestrielsBodySchema = z.object({
  annee: AnneeSchema.describe('Année du trimestre'),
  trimestre: TrimestreSchema.describe('Trimestre civil, de 1 à 4'),
});
export type CreditCongesTrimestrielsBody = z.infer<typeof CreditCongesTrimestrielsBodySchema>;

/** What one employee gets for the period, by the rule version in force. */
export const LigneCreditSchema = z.object({
  employeId: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  etablissement: z.string().describe("Raison sociale de l'établissement de l'employé"),
  nbJours: z.number(),
  regleCongesId: z.number().int().describe('Version des règles de congés appliquée'),
  regleDateDebut: z.string().describe('Date de début de cette version'),
  dejaCredite: z.boolean().describe('La période est déjà créditée pour cet employé'),
});
export type LigneCredit = z.infer<typeof LigneCreditSchema>;

export const SimulationCongesAnnuelsSchema = z.object({
  periode: z.string().describe('Période, par exemple 2026-11'),
  lignes: z.array(LigneCreditSchema),
});
export type SimulationCongesAnnuels = z.infer<typeof SimulationCongesAnnuelsSchema>;

export const ResultatCreditSchema = z.object({
  periode: z.string().describe('Période créditée : 2026-11 (mois), 2026-T4 (trimestre)'),
  employesCredites: z.number().int().describe('Employés crédités par cet appel'),
  dejaCredites: z.number().int().describe('Employés dont la période était déjà créditée'),
  totalJours: z.number().describe('Jours crédités par cet appel'),
});
export type ResultatCredit = z.infer<typeof ResultatCreditSchema>;
