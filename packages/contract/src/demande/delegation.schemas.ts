import { z } from 'zod';
import { DateSchema, IdSchema } from '../common/fields';
import { IdObligatoireSchema } from '../planning/planning.fields';
import { PersonneSchema } from './demande.schemas';

/* Delegations of one's validations to a colleague for a period (beyond the original). */

export const DelegationSchema = z.object({
  delegationId: z.number().int(),
  delegant: PersonneSchema,
  delegataire: PersonneSchema,
  etablissementId: z.number().int(),
  raisonSociale: z.string(),
  dateDebut: z.string(),
  dateFin: z.string(),
  abilities: z.object({ revoquer: z.boolean() }),
});
export type Delegation = z.infer<typeof DelegationSchema>;

export const DelegationsSchema = z.object({
  donnees: z.array(DelegationSchema).describe('Délégations que j’ai données, en cours ou à venir'),
  recues: z.array(DelegationSchema).describe('Délégations reçues, en cours ou à venir'),
});

export const DelegationBodySchema = z
  .object({
    delegataireId: IdObligatoireSchema.describe('Utilisateur délégataire'),
    etablissementId: IdObligatoireSchema,
    dateDebut: DateSchema,
    dateFin: DateSchema,
  })
  .refine((b) => b.dateDebut <= b.dateFin, { error: 'La fin doit suivre le début', path: ['dateFin'] });
export type DelegationBody = z.input<typeof DelegationBodySchema>;

export const DelegationIdParamsSchema = z.object({ delegationId: IdSchema });
export const DelegationCandidatsQuerySchema = z.object({ _etablissementId: IdSchema });
