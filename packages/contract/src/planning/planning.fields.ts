import { z } from 'zod';
import { AnneeSchema, IdSchema } from '../common/fields';
import { estSemaineValide } from '../common/semaines';
import { BORNE_HORAIRE_INVALIDE, MINUTES_PAR_JOUR } from '../common/time-bounds';

/** The planning forms' messages (spec §5), exactly. */
export const INFORMATION_OBLIGATOIRE_FORMULAIRE = '*information obligatoire';
export const VALEUR_NUMERIQUE = 'Entrer une valeur numérique';
export const SEMAINE_INVALIDE = 'Semaine invalide';

const absent = (input: unknown) => input === undefined || input === null;

/** A required id in a planning form: '*information obligatoire' when missing. */
export const IdObligatoireSchema = z
  .unknown()
  .refine((v) => !absent(v) && v !== '', { error: INFORMATION_OBLIGATOIRE_FORMULAIRE })
  .pipe(IdSchema);

/** A time of day in minutes since midnight (0–1440; 1440 ends a day). */
export const HeureSchema = z
  .number({ error: (i) => (absent(i.input) ? INFORMATION_OBLIGATOIRE_FORMULAIRE : BORNE_HORAIRE_INVALIDE) })
  .int({ error: BORNE_HORAIRE_INVALIDE })
  .min(0, { error: BORNE_HORAIRE_INVALIDE })
  .max(MINUTES_PAR_JOUR, { error: BORNE_HORAIRE_INVALIDE })
  .describe('Minutes depuis minuit (0 à 1440)');

/**
 * A time bound as the API answers it (spec §3): valeur in minutes, heure, minute, HH:MM. Answers
 * only, and hundreds per week: plain numbers, as each `.int()` check costs on every answer.
 */
export const BorneHoraireValueSchema = z.object({
  heure: z.number().describe('Entier'),
  minute: z.number().describe('Entier'),
  valeur: z.number().describe('Minutes depuis minuit (entier)'),
  toHeureMinute: z.string().describe('HH:MM'),
});

export const JourIdSchema = z
  .number({ error: (i) => (absent(i.input) ? INFORMATION_OBLIGATOIRE_FORMULAIRE : 'Jour invalide (1 à 7)') })
  .int({ error: 'Jour invalide (1 à 7)' })
  .min(1, { error: 'Jour invalide (1 à 7)' })
  .max(7, { error: 'Jour invalide (1 à 7)' })
  .describe('1 lundi … 7 dimanche');

/** A template has at most a year of weeks. */
export const ORDRE_SEMAINE_MAX = 52;
export const OrdreSemaineSchema = z
  .number({ error: (i) => (absent(i.input) ? INFORMATION_OBLIGATOIRE_FORMULAIRE : 'Semaine du modèle invalide') })
  .int({ error: 'Semaine du modèle invalide' })
  .min(1, { error: 'Semaine du modèle invalide' })
  .max(ORDRE_SEMAINE_MAX, { error: 'Semaine du modèle invalide' })
  .describe('Ordre de la semaine dans le modèle, à partir de 1');

export const OrdreParamSchema = z.coerce
  .number({ error: 'Semaine du modèle invalide' })
  .int({ error: 'Semaine du modèle invalide' })
  .min(1, { error: 'Semaine du modèle invalide' })
  .max(ORDRE_SEMAINE_MAX, { error: 'Semaine du modèle invalide' });

const numeroDeSemaine = z.coerce
  .number({ error: SEMAINE_INVALIDE })
  .int({ error: SEMAINE_INVALIDE })
  .min(1, { error: SEMAINE_INVALIDE })
  .max(53, { error: SEMAINE_INVALIDE });

/** An ISO week of a year (spec §3 semaine/annee). */
export const SemaineSchema = z
  .object({ semaine: numeroDeSemaine.describe('Numéro ISO de la semaine'), annee: AnneeSchema.describe('Année ISO') })
  .refine(estSemaineValide, { error: SEMAINE_INVALIDE, path: ['semaine'] });

export const SemaineQuerySchema = z
  .object({ _annee: AnneeSchema.describe('Année ISO'), _semaine: numeroDeSemaine.describe('Numéro ISO de la semaine') })
  .refine((q) => estSemaineValide({ semaine: q._semaine, annee: q._annee }), {
    error: SEMAINE_INVALIDE,
    path: ['_semaine'],
  });

/** A week as answers describe it. */
export const SemaineInfoSchema = z.object({
  semaine: z.number().int(),
  annee: z.number().int(),
  numeroSemaine: z.string().describe('SS-AAAA'),
  dateDebut: z.string().describe('Lundi'),
  dateFin: z.string().describe('Dimanche'),
});
export type SemaineInfo = z.infer<typeof SemaineInfoSchema>;

export const dateDebutAvantFin = <T extends { heureDebut: number; heureFin: number }>(b: T) =>
  b.heureDebut < b.heureFin;
