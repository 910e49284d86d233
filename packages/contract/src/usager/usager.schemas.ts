import { z } from 'zod';
import { DateSchema, IdSchema, texteLibre } from '../common/fields';
import {
  MoyenDePaiementIdSchema,
  PeriodiciteAimSchema,
  PosteAimIdSchema,
  StatutUsagerSchema,
  TypeMouvementSchema,
} from './usager.constants';

/* ---------- Reference data (spec §7) ---------- */

export const PosteAimSchema = z.object({
  posteAIMId: PosteAimIdSchema,
  libelle: z.string(),
  periodicite: PeriodiciteAimSchema,
  libellePeriodiciteDAIM: z.string(),
  icone: z.string().describe("Nom de l'icône du poste"),
});
export type PosteAim = z.infer<typeof PosteAimSchema>;

export const MoyenDePaiementSchema = z.object({ moyenDePaiementId: MoyenDePaiementIdSchema, libelle: z.string() });
export type MoyenDePaiement = z.infer<typeof MoyenDePaiementSchema>;

/* ---------- Residents and stays ---------- */

export const EtatCivilSchema = z.object({ nom: z.string(), prenom: z.string(), nomComplet: z.string() });

export const UsagerResumeSchema = z.object({
  usagerId: z.number().int(),
  etablissementId: z.number().int(),
  etatCivil: EtatCivilSchema,
  genre: z.enum(['M', 'F', 'AUTRE']).describe('M : avatar « Mr », sinon l’autre avatar'),
  status: StatutUsagerSchema.describe('Tiré des accueils à la date du jour'),
});
export type UsagerResume = z.infer<typeof UsagerResumeSchema>;

export const ServiceAccueilSchema = z.object({ serviceId: z.number().int(), nom: z.string() });

export const AccueilSchema = z.object({
  accueilId: z.number().int(),
  usagerAccueilli: z.object({ usagerId: z.number().int() }),
  serviceDAccueil: ServiceAccueilSchema,
  dispositif: z.object({ dispositifId: z.number().int(), libelle: z.string() }).nullable(),
  dateDeDebutDAccueil: z.string(),
  dateDeFinDAccueil: z.string().nullable().describe('null : accueil en cours sans fin prévue'),
});
export type Accueil = z.infer<typeof AccueilSchema>;

export const UsagerSchema = UsagerResumeSchema.extend({
  accueilActuel: AccueilSchema.nullable().describe("Service d'accueil actuel (à la date du jour)"),
  accueilli: z.boolean().describe('Accueilli à la date du jour'),
  aideIndividuelleMensuelle: z.boolean().describe("L'établissement a la fonction fiches AIM"),
  abilities: z.object({ voirFinances: z.boolean(), creerAccueil: z.boolean() }),
});
export type Usager = z.infer<typeof UsagerSchema>;

export const UsagerParamsSchema = z.object({ usagerId: IdSchema });
export const UsagerRechercheQuerySchema = z.object({
  recherche: texteLibre(100).default('').describe('Nom puis prénom, sans casse'),
});
export const UsagersQuerySchema = z.object({
  etablissementId: IdSchema.optional().describe("Un établissement de l'utilisateur (tous sinon)"),
});

export const AccueilBodySchema = z
  .object({
    usagerId: IdSchema,
    serviceId: IdSchema,
    dispositifId: IdSchema.nullish().describe('Dispositif : ses durées minimale et maximale bornent un accueil fini'),
    dateDeDebutDAccueil: DateSchema,
    dateDeFinDAccueil: DateSchema.nullish(),
  })
  .refine((b) => !b.dateDeFinDAccueil || b.dateDeDebutDAccueil <= b.dateDeFinDAccueil, {
    error: 'La fin doit suivre le début',
    path: ['dateDeFinDAccueil'],
  });
export type AccueilBody = z.input<typeof AccueilBodySchema>;

/** Spec §7: the result holds accueil and estReussi. */
export const AccueilCreeSchema = z.object({ estReussi: z.literal(true), accueil: AccueilSchema });

/* ---------- Balances and movements ---------- */

export const SoldeSchema = z.object({ poste: PosteAimSchema, montant: z.number() });
export type Solde = z.infer<typeof SoldeSchema>;

export const MouvementSchema = z.object({
  mouvementId: z.number().int(),
  dateApplication: z.string(),
  posteAim: PosteAimSchema,
  montantMensuel: z.number().describe('Positif : acquis ; négatif : versement ou dette'),
  typeDeMouvement: TypeMouvementSchema,
  ficheAIMId: z.number().int().nullable(),
  versementId: z.number().int().nullable(),
});
export type Mouvement = z.infer<typeof MouvementSchema>;

/** Movements grouped by month and year, latest first (spec §2). */
export const MouvementsParMoisSchema = z.object({
  mois: z.number().int(),
  annee: z.number().int(),
  mouvements: z.array(MouvementSchema),
});
export type MouvementsParMois = z.infer<typeof MouvementsParMoisSchema>;

/**
 * A movement of the resident's history screen: its aid item by id only, as the screen's balances
 * name every item of its movements. Repeating the item in each of 200 movements made most of the
 * answer (56 of 67 KB), and every byte costs the server and the browser.
 */
export const MouvementHistoriqueSchema = MouvementSchema.omit({ posteAim: true }).extend({
  posteAIMId: PosteAimIdSchema,
});
export type MouvementHistorique = z.infer<typeof MouvementHistoriqueSchema>;
export const MouvementsHistoriqueParMoisSchema = MouvementsParMoisSchema.extend({
  mouvements: z.array(MouvementHistoriqueSchema),
});
export type MouvementsHistoriqueParMois = z.infer<typeof MouvementsHistoriqueParMoisSchema>;

export const UsagerEtablissementQuerySchema = z.object({ usagerId: IdSchema, etablissementId: IdSchema });
export const MouvementsQuerySchema = UsagerEtablissementQuerySchema.extend({ posteAimId: PosteAimIdSchema.optional() });
/** Spec §7: the parameter is spelt fichaAimId. */
export const SoldesAvantFicheQuerySchema = UsagerEtablissementQuerySchema.extend({ fichaAimId: IdSchema });
