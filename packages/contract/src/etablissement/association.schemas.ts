import { z } from 'zod';
import { IdSchema, INFORMATION_OBLIGATOIRE, sansCaracteresDeControle } from '../common/fields';

export const AssociationSchema = z.object({
  associationId: z.number().int(),
  nom: z.string(),
  siren: z.string().nullable(),
  /** Spec §3 « siren (also SIREN) »: both spellings are answered. */
  SIREN: z.string().nullable(),
  FINESSSiegeSocial: z.string().nullable(),
  extensionSIRETSiegeSocial: z.string().nullable(),
});
export type Association = z.infer<typeof AssociationSchema>;

/** A free text of a form: trimmed, no control characters, at most `max` characters. */
export const texteSaisi = (max: number) =>
  z
    .string({ error: INFORMATION_OBLIGATOIRE })
    .trim()
    .max(max, { error: `${max} caractères au plus` })
    .refine(sansCaracteresDeControle, { error: 'Caractères non autorisés' });

/** An optional identifier (SIREN, FINESS, SIRET): empty or absent is none. */
const numeroOptionnel = z
  .union([texteSaisi(20), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** Spec §3/§5: nom required; SIREN, FINESS and SIRET optional. */
export const AssociationCreationBodySchema = z.object({
  nom: texteSaisi(200).pipe(z.string().min(1, { error: INFORMATION_OBLIGATOIRE })),
  SIREN: numeroOptionnel,
  FINESS: numeroOptionnel,
  SIRET: numeroOptionnel,
});
export type AssociationCreationBody = z.input<typeof AssociationCreationBodySchema>;

export const AssociationParamsSchema = z.object({ associationId: IdSchema.describe("Identifiant de l'association") });
