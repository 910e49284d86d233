import { z } from 'zod';
import { IdSchema } from '../common/fields';
import { MontantPositifSchema } from './montant';
import { POSTES_AIM, type PosteAimId } from './usager.constants';
import { PosteAimSchema } from './usager.schemas';

export const LigneModeleAimSchema = z.object({
  modelePosteAIMId: z.number().int(),
  posteAIM: PosteAimSchema,
  budgetParDefaut: z.number(),
  ordre: z.number().int().describe('À partir de 1'),
});
export type LigneModeleAim = z.infer<typeof LigneModeleAimSchema>;

/** Spec §3 model: its lines by order, and its monthly totals (decision 060). */
export const ModeleAimSchema = z.object({
  serviceId: z.number().int(),
  postesAIMPrevus: z.array(LigneModeleAimSchema),
  totalBudgetMensuelMinimal: z.number(),
  totalBudgetMensuelMaximal: z.number(),
  abilities: z.object({ modifier: z.boolean().describe("Chef du service ou administrateur de l'établissement") }),
});
export type ModeleAim = z.infer<typeof ModeleAimSchema>;

export const ModeleAimParamsSchema = z.object({ serviceId: IdSchema });

/**
 * Spec §7: the whole map of posteAIMId to default budget; a poste left out is removed from the
 * model, a new one is added last.
 */
export const ModeleAimBodySchema = z.object({
  serviceId: IdSchema,
  postesAIMPrevus: z
    .record(z.string(), MontantPositifSchema)
    .refine((m) => Object.keys(m).every((k) => (POSTES_AIM as readonly string[]).includes(k)), {
      error: 'Selectionez un poste',
    })
    .transform((m) => m as Partial<Record<PosteAimId, number>>),
});
export type ModeleAimBody = z.input<typeof ModeleAimBodySchema>;

export const OrdonnerModeleAimBodySchema = z.object({
  serviceId: IdSchema,
  modelePosteAIMId: IdSchema,
  position: z.number({ error: 'Position invalide' }).int().min(1, { error: 'Position invalide' }).max(50),
});
export type OrdonnerModeleAimBody = z.input<typeof OrdonnerModeleAimBodySchema>;
