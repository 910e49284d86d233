import { z } from 'zod';
import { IdSchema } from '../common/fields';

/**
 * Spec §3 « a list of employees each with their user »: an accountant is a user; their
 * employment, when they have one, comes with them.
 */
export const ComptableSchema = z.object({
  utilisateurId: z.number().int(),
  nomComplet: z.string(),
  email: z.string(),
  employeId: z.number().int().nullable(),
  utilisateur: z.object({
    utilisateurId: z.number().int(),
    prenom: z.string(),
    nom: z.string(),
    nomComplet: z.string(),
    email: z.string(),
  }),
});
export type Comptable = z.infer<typeof ComptableSchema>;

/** Spec §7.9: list actions answer a success flag plus the list (decision 055). */
export const ComptablesSchema = z.object({ succes: z.boolean(), comptables: z.array(ComptableSchema) });
export type Comptables = z.infer<typeof ComptablesSchema>;

/** Who the accountant dialog offers: an employee of the establishment, by their user. */
export const ComptableCandidatSchema = z.object({
  utilisateurId: z.number().int(),
  employeId: z.number().int(),
  nomComplet: z.string(),
  email: z.string(),
});
export type ComptableCandidat = z.infer<typeof ComptableCandidatSchema>;

const etablissementId = IdSchema.optional().describe('Facultatif : doit être celui du chemin');

export const ComptableAjoutBodySchema = z.object({
  etablissementId,
  nouveauComptableUtilisateurId: IdSchema.describe("L'utilisateur qui devient comptable"),
});
export type ComptableAjoutBody = z.input<typeof ComptableAjoutBodySchema>;

export const ComptableRetraitBodySchema = z.object({
  etablissementId,
  ancienComptableUtilisateurId: IdSchema.describe("L'utilisateur qui n'est plus comptable"),
});
export type ComptableRetraitBody = z.input<typeof ComptableRetraitBodySchema>;
