import { z } from 'zod';
import { DateSchema } from '../common/fields';

/** Complementary hours of a part-time contract: a tenth, or a third by agreement (L3123-20, L3123-22). */
export const PARTS_HEURES_COMPLEMENTAIRES = ['DIXIEME', 'TIERS'] as const;
export type PartHeuresComplementaires = (typeof PARTS_HEURES_COMPLEMENTAIRES)[number];

const MINUTES_INVALIDES = 'Entrez une durée en minutes entre 0 et 10 080';
const minutes = (description: string) =>
  z
    .number({ error: MINUTES_INVALIDES })
    .int({ error: MINUTES_INVALIDES })
    .min(0, { error: MINUTES_INVALIDES })
    .max(10_080, { error: MINUTES_INVALIDES })
    .describe(description);

/** One version of an association's working-time rules, in minutes (docs/regles-du-travail.md). */
const ChampsRegleSchema = z.object({
  reposQuotidien: minutes('Repos quotidien, L3131-1 (660)'),
  reposQuotidienDerogatoire: minutes('Repos quotidien réduit par dérogation, CCN 66 (540)'),
  travailJourMax: minutes('Travail effectif par jour au plus, L3121-18 (600)'),
  travailJourMaxDerogatoire: minutes('Travail par jour au plus par dérogation, L3121-19 (720)'),
  travailSemaineMax: minutes('Travail dans une semaine au plus, L3121-20 (2 880)'),
  moyenneDouzeSemainesMax: minutes('Moyenne hebdomadaire sur 12 semaines consécutives au plus, L3121-22 (2 640)'),
  reposHebdomadaire: minutes('Repos hebdomadaire consécutif, L3132-2 (2 100)'),
  joursConsecutifsMax: z
    .number({ error: 'Entre 1 et 13 jours' })
    .int({ error: 'Entre 1 et 13 jours' })
    .min(1, { error: 'Entre 1 et 13 jours' })
    .max(13, { error: 'Entre 1 et 13 jours' })
    .describe('Jours travaillés consécutifs au plus, L3132-1 (6)'),
  partHeuresComplementaires: z
    .enum(PARTS_HEURES_COMPLEMENTAIRES, { error: 'Part invalide (DIXIEME ou TIERS)' })
    .describe('Heures complémentaires d’un temps partiel : un dixième, ou un tiers par accord'),
});

export const RegleTravailBodySchema = ChampsRegleSchema.extend({
  dateDebut: DateSchema.describe('En vigueur à partir de cette date'),
})
  .refine((r) => r.reposQuotidienDerogatoire <= r.reposQuotidien, {
    error: 'Le repos réduit ne dépasse pas le repos quotidien',
    path: ['reposQuotidienDerogatoire'],
  })
  .refine((r) => r.travailJourMax <= r.travailJourMaxDerogatoire, {
    error: 'Le maximum par dérogation est au moins le maximum quotidien',
    path: ['travailJourMaxDerogatoire'],
  });
export type RegleTravailBody = z.infer<typeof RegleTravailBodySchema>;

export type ReglesDuTravail = z.infer<typeof ChampsRegleSchema>;

/** The figures that apply when the association has written no version yet (the law and CCN 66). */
export const REGLES_DU_TRAVAIL_PAR_DEFAUT: ReglesDuTravail = {
  reposQuotidien: 660,
  reposQuotidienDerogatoire: 540,
  travailJourMax: 600,
  travailJourMaxDerogatoire: 720,
  travailSemaineMax: 2880,
  moyenneDouzeSemainesMax: 2640,
  reposHebdomadaire: 2100,
  joursConsecutifsMax: 6,
  partHeuresComplementaires: 'DIXIEME',
};

export const RegleTravailSchema = ChampsRegleSchema.extend({
  regleTravailId: z.number().int().nullable().describe('Null : les valeurs par défaut, aucune version écrite'),
  dateDebut: z.string().nullable(),
});
export type RegleTravail = z.infer<typeof RegleTravailSchema>;

export const ReglesTravailSchema = z.object({
  associationId: z.number().int(),
  versions: z.array(RegleTravailSchema).describe('Les versions, la plus récente en premier'),
  abilities: z.object({ creer: z.boolean().describe('Administrateur du siège : peut ajouter une version') }),
});
export type ReglesTravail = z.infer<typeof ReglesTravailSchema>;
