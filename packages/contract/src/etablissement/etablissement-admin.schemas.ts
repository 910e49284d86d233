import { z } from 'zod';
import { IdSchema, INFORMATION_OBLIGATOIRE } from '../common/fields';
import { identifiantOptionnel, texteSaisi } from './association.schemas';
import { EtablissementSchema } from './etablissement.schemas';
import {
  EXTENSION_SIRET_INVALIDE,
  extensionSiretValide,
  FINESS_INVALIDE,
  finessValide,
  sansEspaces,
} from './identifiants';

export const EtablissementIdParamsSchema = z.object({ id: IdSchema.describe("Identifiant de l'établissement") });

/** Spec §3: the association is fixed at 2 by the screen; raisonSociale and extensionSIRET required. */
export const ASSOCIATION_PAR_DEFAUT = 2;
export const EtablissementCreationBodySchema = z.object({
  associationId: IdSchema.default(ASSOCIATION_PAR_DEFAUT),
  raisonSociale: texteSaisi(200).pipe(z.string().min(1, { error: INFORMATION_OBLIGATOIRE })),
  numeroFINESS: identifiantOptionnel(finessValide, FINESS_INVALIDE),
  // The NIC alone: the server checks its key with the association's SIREN.
  extensionSIRET: texteSaisi(20)
    .pipe(z.string().min(1, { error: INFORMATION_OBLIGATOIRE }))
    .transform(sansEspaces)
    .refine(extensionSiretValide, { error: EXTENSION_SIRET_INVALIDE }),
});
export type EtablissementCreationBody = z.input<typeof EtablissementCreationBodySchema>;

export const DirecteurBodySchema = z.object({
  etablissementId: IdSchema.optional().describe('Facultatif : doit être celui du chemin'),
  employeId: IdSchema.describe("L'employé désigné directeur"),
});
export type DirecteurBody = z.input<typeof DirecteurBodySchema>;

export const TELEPHONE_INVALIDE = 'Numéro de téléphone invalide (ex. 01 84 00 00 14)';
export const URL_INVALIDE = 'Adresse web invalide (http:// ou https://)';
export const RELANCE_INVALIDE = 'Entre 1 et 30 jours';
export const GRANULARITES = [5, 10, 15, 20, 30, 60] as const;
export const GRANULARITE_INVALIDE = 'Granularité invalide (5, 10, 15, 20, 30 ou 60 minutes)';

/** A French number: ten digits starting with 0, or +33 and nine digits; spaces, dots or dashes between pairs. */
const TELEPHONE = /^(?:0|\+33 ?)[1-9](?:[ .-]?\d{2}){4}$/;

/** Empty text is « none » for the optional settings. */
const videEnNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Issue 13: what an establishment has is a setting. Every field optional: only those sent change. */
export const ReglagesBodySchema = z.object({
  aideIndividuelleMensuelle: z.boolean().optional(),
  exportPaye: z.boolean().optional(),
  annexe10: z.boolean().optional(),
  relanceValidationJours: z
    .number({ error: RELANCE_INVALIDE })
    .int({ error: RELANCE_INVALIDE })
    .min(1, { error: RELANCE_INVALIDE })
    .max(30, { error: RELANCE_INVALIDE })
    .optional(),
  numeroUrgence: z
    .preprocess(
      videEnNull,
      z.union([
        z.null(),
        z.string({ error: TELEPHONE_INVALIDE }).trim().regex(TELEPHONE, { error: TELEPHONE_INVALIDE }),
      ]),
    )
    .optional(),
  urlApplicationUsagers: z
    .preprocess(
      videEnNull,
      z.union([
        z.null(),
        z
          .string({ error: URL_INVALIDE })
          .trim()
          .max(500, { error: URL_INVALIDE })
          .pipe(z.url({ protocol: /^https?$/, error: URL_INVALIDE })),
      ]),
    )
    .optional(),
  granulariteMinutes: z
    .number({ error: GRANULARITE_INVALIDE })
    .refine((v) => (GRANULARITES as readonly number[]).includes(v), { error: GRANULARITE_INVALIDE })
    .optional(),
});
export type ReglagesBody = z.input<typeof ReglagesBodySchema>;

/** What the actor may do on the establishment's administration (decision 054). */
export const AbilitiesEtablissementSchema = z.object({
  modifierReglages: z.boolean(),
  designerDirecteur: z.boolean(),
  gererComptables: z.boolean(),
  gererDispositifs: z.boolean(),
});
export type AbilitiesEtablissement = z.infer<typeof AbilitiesEtablissementSchema>;

export const EtablissementDetailSchema = EtablissementSchema.extend({
  association: z.object({ associationId: z.number().int(), nom: z.string() }),
  annexe10: z.boolean(),
  relanceValidationJours: z.number().int(),
  numeroUrgence: z.string().nullable(),
  abilities: AbilitiesEtablissementSchema,
});
export type EtablissementDetail = z.infer<typeof EtablissementDetailSchema>;
