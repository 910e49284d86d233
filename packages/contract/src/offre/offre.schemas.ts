import { z } from 'zod';
import { IdSchema, texteLibre } from '../common/fields';

/**
 * An offer's life (issue 27, decision 114): open until the first acceptance, which fills it at
 * once or waits for the head of service when the service asks to confirm; withdrawn by its sender,
 * expired at the first slot's start or at the sender's deadline.
 */
export const STATUTS_OFFRE = ['EN_COURS', 'A_CONFIRMER', 'POURVUE', 'RETIREE', 'EXPIREE'] as const;
export type StatutOffre = (typeof STATUTS_OFFRE)[number];
export const LIBELLES_STATUTS_OFFRE: Record<StatutOffre, string> = {
  EN_COURS: 'En cours',
  A_CONFIRMER: 'À confirmer',
  POURVUE: 'Pourvue',
  RETIREE: 'Retirée',
  EXPIREE: 'Expirée',
};
/** The statuses under which the offer still holds its slots. */
export const STATUTS_OFFRE_OUVERTE = ['EN_COURS', 'A_CONFIRMER'] as const satisfies readonly StatutOffre[];

export const REPONSES_OFFRE = ['ACCEPTEE', 'REFUSEE'] as const;
export type ReponseOffre = (typeof REPONSES_OFFRE)[number];
export const LIBELLES_REPONSES_OFFRE: Record<ReponseOffre, string> = {
  ACCEPTEE: 'A accepté',
  REFUSEE: 'Ne peut pas',
};

/** Said to everyone who answers an offer another person already took. */
export const OFFRE_DEJA_POURVUE = 'Déjà pourvu';

export const MAX_CRENEAUX_PAR_OFFRE = 20;
export const MAX_DESTINATAIRES_PAR_OFFRE = 50;

const sansDoublon = (ids: readonly number[]) => new Set(ids).size === ids.length;

export const OffreBodySchema = z.object({
  creneauIds: z
    .array(IdSchema, { error: 'Liste de créneaux attendue' })
    .min(1, { error: 'Choisir au moins un créneau' })
    .max(MAX_CRENEAUX_PAR_OFFRE, { error: `${MAX_CRENEAUX_PAR_OFFRE} créneaux au plus` })
    .refine(sansDoublon, { error: 'Un créneau est cité deux fois' })
    .describe('Les créneaux à couvrir, tous du même établissement'),
  employeIds: z
    .array(IdSchema, { error: 'Liste de personnes attendue' })
    .min(1, { error: 'Choisir au moins une personne' })
    .max(MAX_DESTINATAIRES_PAR_OFFRE, { error: `${MAX_DESTINATAIRES_PAR_OFFRE} personnes au plus` })
    .refine(sansDoublon, { error: 'Une personne est citée deux fois' })
    .describe('Les candidats sollicités'),
  expireLe: z.iso
    .datetime({ offset: true, error: 'Date et heure invalides' })
    .optional()
    .describe("Fin de l'offre, avant le début du premier créneau (par défaut : ce début)"),
  message: texteLibre(500).optional().describe('Un mot pour les candidats'),
});
export type OffreBody = z.input<typeof OffreBodySchema>;

export const CreneauOffreSchema = z.object({
  creneauId: z.number().int(),
  serviceId: z.number().int(),
  service: z.string(),
  date: z.string(),
  heureDebut: z.number().int().describe('Minutes depuis minuit'),
  heureFin: z.number().int().describe('Minutes depuis minuit'),
  absent: z.string().describe('Le membre remplacé'),
});
export type CreneauOffre = z.infer<typeof CreneauOffreSchema>;

export const DestinataireOffreSchema = z.object({
  employeId: z.number().int(),
  nomComplet: z.string(),
  reponse: z.enum(REPONSES_OFFRE).nullable(),
  vueLe: z.string().nullable(),
  repondueLe: z.string().nullable(),
});
export type DestinataireOffre = z.infer<typeof DestinataireOffreSchema>;

export const OffreSchema = z.object({
  offreId: z.number().int(),
  etablissementId: z.number().int(),
  etablissement: z.string(),
  statut: z.enum(STATUTS_OFFRE),
  envoyeur: z.string(),
  envoyeeLe: z.string(),
  expireLe: z.string(),
  message: z.string().nullable(),
  confirmationRequise: z.boolean().describe("L'acceptation attend la confirmation du chef de service"),
  creneaux: z.array(CreneauOffreSchema),
  destinataires: z
    .array(DestinataireOffreSchema)
    .describe('Tous pour qui gère le service ; sa seule ligne pour un candidat'),
  pourvuePar: z.string().nullable().describe('Qui a accepté en premier'),
  maReponse: z.enum(REPONSES_OFFRE).nullable(),
  abilities: z.object({
    gerer: z.boolean().describe('Voit tous les candidats et leurs réponses'),
    repondre: z.boolean(),
    confirmer: z.boolean(),
    retirer: z.boolean(),
  }),
});
export type Offre = z.infer<typeof OffreSchema>;

export const MesOffresSchema = z.object({
  offres: z.array(OffreSchema).describe('Les offres reçues des 28 derniers jours, les ouvertes en premier'),
  enAttente: z.number().int().describe('Offres ouvertes sans réponse de ma part (le badge)'),
});
export type MesOffres = z.infer<typeof MesOffresSchema>;

export const OffresEtablissementSchema = z.object({
  offres: z.array(OffreSchema).describe('Les offres des services gérés, ouvertes et des 28 derniers jours'),
  reglages: z.array(z.object({ serviceId: z.number().int(), nom: z.string(), confirmerAcceptations: z.boolean() })),
});
export type OffresEtablissement = z.infer<typeof OffresEtablissementSchema>;

export const ReglageOffresBodySchema = z.object({
  confirmerAcceptations: z
    .boolean({ error: 'Oui ou non' })
    .describe("Une acceptation attend la confirmation du chef de service avant d'attribuer le créneau"),
});
export const ReglageOffresSchema = ReglageOffresBodySchema.extend({ serviceId: z.number().int() });
export type ReglageOffres = z.infer<typeof ReglageOffresSchema>;
