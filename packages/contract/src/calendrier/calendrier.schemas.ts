import { z } from 'zod';
import { AnneeSchema } from '../common/fields';

export const BorneHoraireSchema = z.object({
  borneHoraireId: z.number().int(),
  heure: z.number().int(),
  minute: z.number().int(),
  valeur: z.number().int().describe('Minutes depuis minuit'),
  toHeureMinute: z.string().describe('HH:MM'),
});
export type BorneHoraire = z.infer<typeof BorneHoraireSchema>;

export const BorneHoraireQuerySchema = z.object({
  _granularite: z.coerce
    .number({ error: 'Granularité invalide' })
    .int({ error: 'Granularité invalide' })
    .refine((g) => [5, 10, 15, 20, 30, 60].includes(g), { error: 'Granularité invalide (5, 10, 15, 20, 30 ou 60)' })
    .optional()
    .describe('Pas en minutes (15 par défaut)'),
});

export const JourSchema = z.object({
  jourId: z.number().int().min(1).max(7),
  label: z.string(),
});
export type Jour = z.infer<typeof JourSchema>;

export const JourFerieSchema = z.object({
  date: z.string().describe('AAAA-MM-JJ'),
  label: z.string(),
});
export type JourFerie = z.infer<typeof JourFerieSchema>;

export const JoursFeriesQuerySchema = z.object({ _annee: AnneeSchema.describe('Année') });
