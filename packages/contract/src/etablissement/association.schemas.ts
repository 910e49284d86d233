import { z } from 'zod';
import { IdSchema, INFORMATION_OBLIGATOIRE, sansCaracteresDeControle } from '../common/fields';
import {
  CLE_SIRET_INVALIDE,
  FINESS_INVALIDE,
  finessValide,
  SIREN_INVALIDE,
  SIRET_HORS_SIREN,
  SIRET_INVALIDE,
  sansEspaces,
  sirenValide,
  siretOuExtensionValide,
  siretValide,
} from './identifiants';

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

/**
 * An optional identifier: empty or absent is none; written with spaces or in lower case, it is
 * kept without spaces, in upper case (2A, 2B), then checked by its rule.
 */
export const identifiantOptionnel = (valide: (v: string) => boolean, message: string) =>
  z
    .union([texteSaisi(30), z.null()])
    .optional()
    .transform((v) => (v ? sansEspaces(v) : null))
    .refine((v) => v === null || valide(v), { error: message });

/**
 * Spec §3/§5: nom required; SIREN, FINESS and SIRET optional. Issue 23: each one checked with its
 * key, and a SIRET (or its extension) must belong to the SIREN given with it.
 */
export const AssociationCreationBodySchema = z
  .object({
    nom: texteSaisi(200).pipe(z.string().min(1, { error: INFORMATION_OBLIGATOIRE })),
    SIREN: identifiantOptionnel(sirenValide, SIREN_INVALIDE),
    FINESS: identifiantOptionnel(finessValide, FINESS_INVALIDE),
    SIRET: identifiantOptionnel(siretOuExtensionValide, SIRET_INVALIDE),
  })
  .superRefine((b, ctx) => {
    if (!b.SIREN || !b.SIRET) return;
    if (b.SIRET.length === 14 && !b.SIRET.startsWith(b.SIREN)) {
      ctx.addIssue({ code: 'custom', path: ['SIRET'], message: SIRET_HORS_SIREN });
    } else if (b.SIRET.length === 5 && !siretValide(b.SIREN + b.SIRET)) {
      ctx.addIssue({ code: 'custom', path: ['SIRET'], message: CLE_SIRET_INVALIDE });
    }
  });
export type AssociationCreationBody = z.input<typeof AssociationCreationBodySchema>;

export const AssociationParamsSchema = z.object({ associationId: IdSchema.describe("Identifiant de l'association") });
