import { z } from 'zod';
import { DateSchema, IdSchema } from '../common/fields';

const JOURS_INVALIDES = 'Entrez un nombre de jours entre 0 et 31';
const jours = (description: string) =>
  z
    .number({ error: JOURS_INVALIDES })
    .min(0, { error: JOURS_INVALIDES })
    .max(31, { error: JOURS_INVALIDES })
    .multipleOf(0.01, { error: 'Deux décimales au plus' })
    .describe(description);
const TRIMESTRE_ETE = 'Trimestre invalide (1 à 4)';

/** The CCN 66 job categories that decide the quarterly leave (metier.categorie). */
export const CATEGORIES_METIER = ['educatif', 'cadre', 'paramedical', 'administratif', 'services_generaux'] as const;
export type CategorieMetier = (typeof CATEGORIES_METIER)[number];
export const LIBELLES_CATEGORIES_METIER: Record<CategorieMetier, string> = {
  educatif: 'Éducatif',
  cadre: 'Cadres et direction',
  paramedical: 'Paramédical',
  administratif: 'Administratif',
  services_generaux: 'Services généraux',
};

/** The figures of one version of an association's leave rules (decision 050). */
export const RegleCongesBodySchema = z.object({
  dateDebut: DateSchema.describe('En vigueur à partir de cette date'),
  joursParMois: jours('Congés payés acquis par mois sous contrat (2,5)'),
  joursParMoisMaladie: jours('Congés payés acquis par mois de maladie non professionnelle (2)'),
  joursParPalierAnciennete: jours("Jours d'ancienneté par palier de 5 ans (2)"),
  joursAncienneteMax: jours("Jours d'ancienneté au plus (6)"),
  trimestreEte: z
    .number({ error: TRIMESTRE_ETE })
    .int({ error: TRIMESTRE_ETE })
    .min(1, { error: TRIMESTRE_ETE })
    .max(4, { error: TRIMESTRE_ETE })
    .describe('Trimestre du congé d’été, sans congés trimestriels (3)'),
  joursTrimestriels: z.object({
    educatif: jours('Congés trimestriels, métiers éducatifs (6)'),
    cadre: jours('Congés trimestriels, cadres et direction (6)'),
    paramedical: jours('Congés trimestriels, paramédical (3)'),
    administratif: jours('Congés trimestriels, administratif (3)'),
    services_generaux: jours('Congés trimestriels, services généraux (3)'),
  }),
});
export type RegleCongesBody = z.infer<typeof RegleCongesBodySchema>;

export const RegleCongesSchema = RegleCongesBodySchema.extend({
  regleCongesId: z.number().int(),
  dateDebut: z.string(),
});
export type RegleConges = z.infer<typeof RegleCongesSchema>;

export const ReglesCongesSchema = z.object({
  associationId: z.number().int(),
  association: z.string().describe("Nom de l'association"),
  versions: z.array(RegleCongesSchema).describe('Les versions, la plus récente en premier'),
  abilities: z.object({ creer: z.boolean().describe('Administrateur du siège : peut ajouter une version') }),
});
export type ReglesConges = z.infer<typeof ReglesCongesSchema>;

export const AssociationIdParamsSchema = z.object({ associationId: IdSchema.describe("Identifiant de l'association") });
