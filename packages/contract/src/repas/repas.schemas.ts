import { z } from 'zod';
import { DateSchema, IdSchema } from '../common/fields';

export const REPAS_DEBUT_AVANT_FIN = "L'heure de début du repas doit précéder l'heure de fin";
export const REPAS_HEURE_INVALIDE = 'Heure invalide (minutes depuis minuit, de 0 à 1440)';
/** Spec §9: the forecast window. */
export const PREVISION_REPAS_JOURS_MAX = 4;

export const RepasParamsSchema = z.object({ id: IdSchema.describe("Identifiant de l'établissement") });

/** Minutes since midnight (spec §3 'borne horaire' valeur). */
const MinutesSchema = z
  .number({ error: REPAS_HEURE_INVALIDE })
  .int({ error: REPAS_HEURE_INVALIDE })
  .min(0, { error: REPAS_HEURE_INVALIDE })
  .max(1440, { error: REPAS_HEURE_INVALIDE });

export const PlageRepasSchema = z.object({
  heureDebut: z.number().int().describe('Début, en minutes depuis minuit'),
  heureFin: z.number().int().describe('Fin (exclue), en minutes depuis minuit'),
});
export type PlageRepas = z.infer<typeof PlageRepasSchema>;

/** Spec §3 'Meal hours': null when the establishment has not set the range. */
export const HorairesRepasSchema = z.object({
  etablissementId: z.number().int(),
  plageRestaurationMidi: PlageRepasSchema.nullable(),
  plageRestaurationSoir: PlageRepasSchema.nullable(),
  modifiable: z.boolean().describe('§6 : le directeur ou un administrateur de l’établissement'),
});
export type HorairesRepas = z.infer<typeof HorairesRepasSchema>;

export const HorairesRepasBodySchema = z
  .object({
    etablissementId: IdSchema.optional().describe("Identifiant de l'établissement (celui du chemin)"),
    debutMidi: MinutesSchema,
    finMidi: MinutesSchema,
    debutSoir: MinutesSchema,
    finSoir: MinutesSchema,
  })
  .refine((b) => b.debutMidi < b.finMidi, { error: REPAS_DEBUT_AVANT_FIN, path: ['finMidi'] })
  .refine((b) => b.debutSoir < b.finSoir, { error: REPAS_DEBUT_AVANT_FIN, path: ['finSoir'] });
export type HorairesRepasBody = z.infer<typeof HorairesRepasBodySchema>;

export const PrevisionRepasQuerySchema = z.object({
  dateDeProspection: DateSchema.describe('Premier jour de la prévision (AAAA-MM-JJ)'),
  nbJours: z.coerce
    .number({ error: `Entre 1 et ${PREVISION_REPAS_JOURS_MAX} jours` })
    .int({ error: `Entre 1 et ${PREVISION_REPAS_JOURS_MAX} jours` })
    .min(1, { error: `Entre 1 et ${PREVISION_REPAS_JOURS_MAX} jours` })
    .max(PREVISION_REPAS_JOURS_MAX, { error: `Entre 1 et ${PREVISION_REPAS_JOURS_MAX} jours` })
    .default(PREVISION_REPAS_JOURS_MAX)
    .describe('Nombre de jours (4 au plus)'),
});
export type PrevisionRepasQuery = z.infer<typeof PrevisionRepasQuerySchema>;

export const RepasDuServiceSchema = z.object({
  serviceId: z.number().int(),
  nom: z.string(),
  nombreRepasMidi: z.number().int(),
  nombreRepasSoir: z.number().int(),
});

/** Spec §3 'Meal forecast per day', with the part of each service. */
export const PrevisionRepasJourSchema = z.object({
  date: z.string(),
  nombreRepasMidi: z.number().int(),
  nombreRepasSoir: z.number().int(),
  services: z.array(RepasDuServiceSchema),
});
export type PrevisionRepasJour = z.infer<typeof PrevisionRepasJourSchema>;
