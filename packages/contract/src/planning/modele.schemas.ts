import { z } from 'zod';
import { IdSchema } from '../common/fields';
import { DEBUT_AVANT_FIN } from './creneau.rules';
import {
  BorneHoraireValueSchema,
  dateDebutAvantFin,
  HeureSchema,
  IdObligatoireSchema,
  INFORMATION_OBLIGATOIRE_FORMULAIRE,
  JourIdSchema,
  OrdreParamSchema,
  OrdreSemaineSchema,
  SemaineSchema,
} from './planning.fields';

export const ModeleCreneauDeTravailSchema = z.object({
  modeleCreneauDeTravailId: z.number().int(),
  ordreSemaine: z.number().int(),
  jourId: z.number().int(),
  heureDebut: BorneHoraireValueSchema,
  heureFin: BorneHoraireValueSchema,
  membreId: z.number().int(),
});
export type ModeleCreneauDeTravail = z.infer<typeof ModeleCreneauDeTravailSchema>;

export const ModeleJourDeReposSchema = z.object({
  modeleJourDeReposId: z.number().int(),
  ordreSemaine: z.number().int(),
  jour: z.object({ jourId: z.number().int() }),
  membreId: z.number().int(),
  demiJour: z.boolean(),
});
export type ModeleJourDeRepos = z.infer<typeof ModeleJourDeReposSchema>;

/** Warnings of the template editor (DOMAIN.md planning alerts), per member. */
export const TYPES_INFO_MODELE = [
  'MINUTES_MOYENNES_PAR_SEMAINE',
  'SEMAINE_AU_DELA_DE_48H',
  'SEMAINE_AU_DELA_DE_44H',
  'JOURNEE_LONGUE',
  'REPOS_QUOTIDIEN',
  'MOINS_DE_DEUX_REPOS',
] as const;
export const InfoModeleSchema = z.object({
  membreId: z.number().int(),
  type: z.enum(TYPES_INFO_MODELE),
  valeur: z
    .number()
    .describe('Minutes moyennes par semaine ; pour les alertes, l’ordre de la semaine du modèle concernée'),
  jourId: z.number().int().optional().describe('Jour concerné (journée longue, repos quotidien court)'),
  minutes: z
    .number()
    .int()
    .optional()
    .describe('Minutes travaillées (semaine, journée) ou de repos (repos quotidien) de l’alerte'),
});
export type InfoModele = z.infer<typeof InfoModeleSchema>;

export const PublicationSchema = z.object({
  semaineMiseEnApplication: z.object({ semaine: z.number().int(), annee: z.number().int() }),
  dateMiseEnApplication: z.string().describe('Lundi de la semaine de mise en application'),
  debutCyclePublication: z.number().int().describe('Semaine du modèle appliquée à la première semaine'),
  dateHorizon: z.string().describe('Dernier jour écrit (fin de l’année civile suivante, étendu chaque semaine)'),
  publieLe: z.string().describe('Instant ISO 8601'),
});
export type Publication = z.infer<typeof PublicationSchema>;

export const ModelePlanningSchema = z.object({
  modelePlanningId: z.number().int(),
  serviceId: z.number().int(),
  semaines: z.array(
    z.object({
      ordre: z.number().int(),
      creneaux: z.array(ModeleCreneauDeTravailSchema),
      joursDeRepos: z.array(ModeleJourDeReposSchema),
    }),
  ),
  infos: z.array(InfoModeleSchema),
  publications: z.array(PublicationSchema).describe('Publications en vigueur, la plus récente d’abord'),
  abilities: z.object({
    modifier: z.boolean(),
    publier: z.boolean(),
    publierDansLePasse: z.boolean(),
  }),
});
export type ModelePlanning = z.infer<typeof ModelePlanningSchema>;

export const PublicationResultatSchema = z.object({
  modelePlanningId: z.number().int(),
  serviceId: z.number().int(),
  dateMiseEnApplication: z.string(),
  dateHorizon: z.string(),
  debutCyclePublication: z.number().int(),
  nbCreneaux: z.number().int().describe('Créneaux de travail écrits'),
  nbJoursDeRepos: z.number().int(),
});
export type PublicationResultat = z.infer<typeof PublicationResultatSchema>;

/* ---------- Bodies ---------- */

export const ModeleParamsSchema = z.object({ id: IdSchema });
export const ModeleSemaineParamsSchema = z.object({ id: IdSchema, ordre: OrdreParamSchema });
export const ModeleCreneauParamsSchema = z.object({
  id: IdSchema,
  ordre: OrdreParamSchema,
  modeleCreneauDeTravailId: IdSchema,
});
export const ModeleJourDeReposParamsSchema = z.object({
  id: IdSchema,
  ordre: OrdreParamSchema,
  modeleJourDeReposId: IdSchema,
});

/** Spec §5 template slot form: week and day required, start before end. */
export const ModeleCreneauBodySchema = z
  .object({
    modeleCreneauDeTravailId: IdSchema.optional().describe('En modification : doit être celui du chemin'),
    ordreSemaine: OrdreSemaineSchema,
    jourId: JourIdSchema,
    heureDebut: HeureSchema,
    heureFin: HeureSchema,
    membreId: IdObligatoireSchema,
  })
  .refine(dateDebutAvantFin, { error: DEBUT_AVANT_FIN, path: ['heureFin'] });
export type ModeleCreneauBody = z.input<typeof ModeleCreneauBodySchema>;

export const ModeleJourDeReposCreationBodySchema = z.object({
  ordreSemaine: OrdreSemaineSchema,
  jourId: JourIdSchema,
  membreId: IdObligatoireSchema,
  demiJour: z.boolean({ error: 'Valeur invalide' }).default(false),
});
export type ModeleJourDeReposCreationBody = z.input<typeof ModeleJourDeReposCreationBodySchema>;

/** Move a rest day to another day (or week), or switch half day / full day. */
export const ModeleJourDeReposModificationBodySchema = z.object({
  ordreSemaine: OrdreSemaineSchema,
  modeleJourDeReposId: IdSchema.optional().describe('Doit être celui du chemin'),
  jourId: JourIdSchema,
  demiJour: z.boolean({ error: INFORMATION_OBLIGATOIRE_FORMULAIRE }),
});
export type ModeleJourDeReposModificationBody = z.input<typeof ModeleJourDeReposModificationBodySchema>;

export const InterchangerMembreBodySchema = z
  .object({ remplaceMembreId: IdObligatoireSchema, remplacantMembreId: IdObligatoireSchema })
  .refine((b) => b.remplaceMembreId !== b.remplacantMembreId, {
    error: 'Choisir deux membres différents',
    path: ['remplacantMembreId'],
  });
export type InterchangerMembreBody = z.input<typeof InterchangerMembreBodySchema>;

export const AVERTISSEMENT_PUBLICATION =
  'Cette publication va écraser le planning déjà présent à partir de la date choisie. Êtes-vous sûr(e) de vouloir publier ce nouveau modèle ?';

/** Spec §5 publication: a week (its Monday) and the template week to start with, both required. */
export const PublicationBodySchema = z.object({
  semaineMiseEnApplication: z
    .unknown()
    .refine((v) => v !== undefined && v !== null, { error: INFORMATION_OBLIGATOIRE_FORMULAIRE })
    .pipe(SemaineSchema)
    .describe('Semaine ISO dont le lundi est la date de mise en application'),
  debutCyclePublication: OrdreSemaineSchema.describe('Ordre de la semaine du modèle appliquée en premier'),
});
export type PublicationBody = z.input<typeof PublicationBodySchema>;
