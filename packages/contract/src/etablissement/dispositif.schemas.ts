import { z } from 'zod';
import { IdSchema, INFORMATION_OBLIGATOIRE } from '../common/fields';
import { texteSaisi } from './association.schemas';

export const LIBELLE_TROP_COURT = 'Trop court (3 caractères minimum)';
export const VALEUR_POSITIVE = 'Entrez une valeur positive';
export const DUREES_INCOHERENTES = 'La durée maximum doit être au moins la durée minimum';
/** Ten years and a bit: an integer column, and no stay lasts longer. */
const DUREE_MAX = 36_600;

export const DispositifSchema = z.object({
  dispositifId: z.number().int(),
  etablissementId: z.number().int(),
  libelle: z.string(),
  dureeMinimum: z.number().int().describe('En jours'),
  dureeMaximum: z.number().int().describe('En jours'),
});
export type Dispositif = z.infer<typeof DispositifSchema>;

/** Spec §7.9: list actions answer a success flag plus the (active) list. */
export const DispositifsSchema = z.object({ succes: z.boolean(), dispositifs: z.array(DispositifSchema) });
export type Dispositifs = z.infer<typeof DispositifsSchema>;

const duree = z
  .number({ error: VALEUR_POSITIVE })
  .int({ error: 'Un nombre entier de jours' })
  .positive({ error: VALEUR_POSITIVE })
  .max(DUREE_MAX, { error: `${DUREE_MAX} jours au plus` });

/** Spec §5: libelle of 3 characters at least; durations in days, required, greater than 0. */
export const DispositifCreationBodySchema = z
  .object({
    libelle: texteSaisi(200).pipe(z.string({ error: INFORMATION_OBLIGATOIRE }).min(3, { error: LIBELLE_TROP_COURT })),
    dureeMinimum: duree,
    dureeMaximum: duree,
  })
  .refine((d) => d.dureeMaximum >= d.dureeMinimum, { error: DUREES_INCOHERENTES, path: ['dureeMaximum'] });
export type DispositifCreationBody = z.input<typeof DispositifCreationBodySchema>;

export const DispositifParamsSchema = z.object({
  id: IdSchema.describe("Identifiant de l'établissement"),
  dispositifId: IdSchema.describe('Identifiant du dispositif'),
});
