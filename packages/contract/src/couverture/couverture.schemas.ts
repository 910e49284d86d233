import { z } from 'zod';
import { AnneeSchema, IdSchema } from '../common/fields';
import { MODES_AFFICHAGE } from '../planning/jour-nuit';
import { RegleTravailSchema } from './regle-travail.schemas';

/** How many days « À couvrir » looks ahead, today included. */
export const JOURS_A_COUVRIR = 28;

/**
 * The offer filter: `avec` keeps the slots with an offer under way, `sans` those without. Offers
 * are the offer module's; until it gives them (port `offresEnCours`), no slot has one.
 */
export const FILTRES_OFFRE = ['avec', 'sans'] as const;

export const ACouvrirQuerySchema = z.object({
  serviceId: IdSchema.optional().describe('Un seul service'),
  moment: z.enum(MODES_AFFICHAGE, { error: 'Moment invalide (jour ou nuit)' }).optional().describe('jour ou nuit'),
  offre: z
    .enum(FILTRES_OFFRE, { error: 'Filtre invalide (avec ou sans)' })
    .optional()
    .describe('avec ou sans offre en cours'),
});
export type ACouvrirQuery = z.infer<typeof ACouvrirQuerySchema>;

/** Why the slot's member does not work it (spec §4: unavailable, or no longer in the service). */
export const MOTIFS_A_COUVRIR = ['CONGES', 'DEPART'] as const;
export const LIBELLES_MOTIFS_A_COUVRIR: Record<(typeof MOTIFS_A_COUVRIR)[number], string> = {
  CONGES: 'absent',
  DEPART: 'a quitté le service',
};

export const CreneauACouvrirSchema = z.object({
  creneauId: z.number().int(),
  serviceId: z.number().int(),
  service: z.string(),
  membreId: z.number().int(),
  nomComplet: z.string().describe('Le membre absent'),
  date: z.string(),
  heureDebut: z.number().int().describe('Minutes depuis minuit'),
  heureFin: z.number().int().describe('Minutes depuis minuit'),
  nuit: z.boolean().describe('Une partie du créneau tombe la nuit (23:00–07:00)'),
  motif: z.enum(MOTIFS_A_COUVRIR),
  offreEnCours: z.boolean(),
});
export type CreneauACouvrir = z.infer<typeof CreneauACouvrirSchema>;

export const ACouvrirSchema = z.object({
  etablissementId: z.number().int(),
  du: z.string(),
  au: z.string(),
  services: z.array(z.object({ serviceId: z.number().int(), nom: z.string() })).describe('Les services gérés'),
  creneaux: z.array(CreneauACouvrirSchema).describe('Le plus urgent en premier'),
});
export type ACouvrir = z.infer<typeof ACouvrirSchema>;

/** Where a candidate comes from, in the order they are offered the slot. */
export const CERCLES_CANDIDAT = ['SERVICE', 'ETABLISSEMENT', 'ASSOCIATION', 'VACATAIRE'] as const;
export type CercleCandidat = (typeof CERCLES_CANDIDAT)[number];
export const LIBELLES_CERCLES_CANDIDAT: Record<CercleCandidat, string> = {
  SERVICE: 'Membres du service',
  ETABLISSEMENT: "Même métier dans l'établissement",
  ASSOCIATION: "Autres établissements de l'association",
  VACATAIRE: "Vacataires de l'établissement",
};

export const CandidatSchema = z.object({
  employeId: z.number().int(),
  utilisateurId: z.number().int(),
  nomComplet: z.string(),
  etablissement: z.string(),
  cercle: z.enum(CERCLES_CANDIDAT),
  disponible: z.boolean().describe('Faux : en congé ou déjà en poste à ces heures'),
  avertissement: z.boolean().describe('Une règle n’est tenue que par dérogation'),
  raisons: z.array(z.string()).describe('Les raisons du rang, en français'),
});
export type Candidat = z.infer<typeof CandidatSchema>;

export const CandidatsSchema = z.object({
  creneau: CreneauACouvrirSchema,
  regle: RegleTravailSchema,
  candidats: z.array(CandidatSchema).describe('Dans l’ordre où les solliciter'),
  ecartes: z.number().int().describe('Candidats retirés par une règle bloquante'),
});
export type Candidats = z.infer<typeof CandidatsSchema>;

export const ChiffresQuerySchema = z.object({ annee: AnneeSchema.describe('Les douze mois de cette année') });

export const CouvertsParCercleSchema = z.object(
  Object.fromEntries(CERCLES_CANDIDAT.map((c) => [c, z.number().int()])) as Record<CercleCandidat, z.ZodNumber>,
);

export const ChiffresMoisSchema = z.object({
  mois: z.string().describe('AAAA-MM'),
  aCouvrir: z.number().int().describe('Créneaux à couvrir du mois (couverts ou non)'),
  couverts: z.number().int(),
  couvertsATemps: z.number().int().describe('Remplacement écrit avant le début du créneau'),
  delaiMedianHeures: z.number().nullable().describe("Médiane de l'absence connue au remplacement, en heures"),
  parCercle: CouvertsParCercleSchema,
  nonCouverts: z.number().int(),
});
export type ChiffresMois = z.infer<typeof ChiffresMoisSchema>;

export const ChiffresSchema = z.object({
  etablissementId: z.number().int(),
  mois: z.array(ChiffresMoisSchema),
});
export type Chiffres = z.infer<typeof ChiffresSchema>;

export const PreferenceRemplacementSchema = z.object({
  autresEtablissements: z
    .boolean({ error: 'Oui ou non' })
    .describe("Accepte des remplacements dans les autres établissements de l'association"),
});
export type PreferenceRemplacement = z.infer<typeof PreferenceRemplacementSchema>;
