import { z } from 'zod';
import { DateSchema, IdSchema } from '../common/fields';
import { MontantPositifSchema } from './montant';
import { MoyenDePaiementIdSchema, PosteAimIdSchema } from './usager.constants';
import { MoyenDePaiementSchema, PosteAimSchema } from './usager.schemas';

export const VersementSchema = z.object({
  versementId: z.number().int(),
  ficheAIMId: z.number().int(),
  dateDeVersement: z.string(),
  montant: z.number().describe('Somme de ses lignes'),
  accueil: z.object({ accueilId: z.number().int() }).nullable(),
  moyenDePaiement: MoyenDePaiementSchema,
  verse: z.boolean().describe('Déclaré versé'),
  verseLe: z.string().nullable(),
  lignesVersements: z.array(
    z.object({ ligneVersementId: z.number().int(), posteAIM: PosteAimSchema, montant: z.number() }),
  ),
});
export type Versement = z.infer<typeof VersementSchema>;

/** Payouts grouped by date (spec §3). */
export const VersementsParDateSchema = z.array(
  z.object({ dateDeVersement: z.string(), versements: z.array(VersementSchema) }),
);

export const VersementsQuerySchema = z.object({
  usagerId: IdSchema,
  etablissementId: IdSchema,
  mois: z.coerce.number({ error: 'Mois invalide' }).int().min(1).max(12),
  annee: z.coerce.number({ error: 'Année invalide' }).int().min(1900).max(2200),
});
export const VersementsADateQuerySchema = z.object({
  usagerId: IdSchema,
  etablissementId: IdSchema,
  date: DateSchema,
});

/**
 * Spec §3 payout command. `ficheAIMId` names the sheet whose payable lines are paid (its month
 * sets the window of the dates); each line's amount is split over the dates (decision 060).
 */
export const VersementMultidateBodySchema = z.object({
  ficheAIMId: IdSchema,
  usagerId: IdSchema,
  etablissementId: IdSchema,
  datesDeVersement: z
    .array(DateSchema)
    .min(1, { error: 'Choisissez au moins une date' })
    .max(31)
    .refine((d) => new Set(d).size === d.length, { error: 'Une date figure deux fois' }),
  lignesVersements: z
    .array(z.object({ posteAIMId: PosteAimIdSchema, montant: MontantPositifSchema }))
    .min(1, { error: 'Choisissez au moins une ligne' })
    .max(20)
    .refine((l) => new Set(l.map((x) => x.posteAIMId)).size === l.length, { error: 'Un poste figure deux fois' }),
  moyenDePaiementId: MoyenDePaiementIdSchema.default('ESPECE'),
});
export type VersementMultidateBody = z.input<typeof VersementMultidateBodySchema>;

export const VersementParamsSchema = z.object({ versementId: IdSchema });
export const VersementIdParamsSchema = z.object({ id: IdSchema });
