import { z } from 'zod';
import { IdSchema, texteLibre } from '../common/fields';
import { MontantSchema } from './montant';
import {
  EXPLICATION_TROP_COURTE,
  OPERATION_OBLIGATOIRE,
  POSTE_EN_DOUBLE,
  PosteAimIdSchema,
  StatutFicheAimSchema,
} from './usager.constants';
import { explicationSuffisante } from './usager.rules';
import {
  AccueilSchema,
  MouvementsHistoriqueParMoisSchema,
  PosteAimSchema,
  SoldeSchema,
  UsagerSchema,
} from './usager.schemas';

export const OperationSchema = z.object({
  operationAIMId: z.number().int(),
  ajustementId: z.number().int(),
  explication: z.string(),
  montant: z.number(),
});

export const LigneFicheSchema = z.object({
  ligneFicheId: z.number().int(),
  poste: PosteAimSchema,
  montantInitial: z.number().describe('Montant théorique, copié du modèle du service'),
  montantFinal: z.number().describe('Montant initial plus les opérations'),
  operations: z.array(OperationSchema),
});
export type LigneFiche = z.infer<typeof LigneFicheSchema>;

export const AjustementSchema = z.object({
  ajustementId: z.number().int(),
  explication: z.string(),
  operations: z.array(z.object({ operationAIMId: z.number().int(), posteAIM: PosteAimSchema, montant: z.number() })),
  postes: z.array(PosteAimSchema),
  auteur: z.string().nullable().describe("Nom de qui a saisi l'ajustement"),
  creeLe: z.string(),
});
export type Ajustement = z.infer<typeof AjustementSchema>;

export const FicheAimResumeSchema = z.object({
  ficheAIMId: z.number().int(),
  usager: z.object({ usagerId: z.number().int(), nomComplet: z.string() }),
  etablissement: z.object({ etablissementId: z.number().int() }),
  service: z.object({ serviceId: z.number().int(), nom: z.string() }).describe('Service d’accueil à la création'),
  mois: z.number().int().min(1).max(12),
  annee: z.number().int(),
  statut: StatutFicheAimSchema,
  modifiable: z.boolean().describe('Seule une fiche en préparation est modifiable'),
  nombrePostes: z.number().int().describe('Postes définis (lignes de la fiche)'),
  postes: z.array(PosteAimIdSchema).describe('Postes de ses lignes (filtre par poste)'),
  total: z.number().describe('Somme des montants finaux positifs'),
});
export type FicheAimResume = z.infer<typeof FicheAimResumeSchema>;

export const FicheAimSchema = FicheAimResumeSchema.extend({
  lignes: z.array(LigneFicheSchema),
  ajustements: z.array(AjustementSchema),
  existePrecedante: z.boolean(),
  existeSuivante: z.boolean(),
  abilities: z.object({
    ajuster: z.boolean().describe('Fiche en préparation'),
    demanderValidation: z.boolean(),
    creerSuivante: z.boolean().describe('Fiche validée, la suivante n’existe pas'),
    preparerVersement: z.boolean(),
  }),
});
export type FicheAim = z.infer<typeof FicheAimSchema>;

export const AdjacenceFicheSchema = z.object({ existePrecedante: z.boolean(), existeSuivante: z.boolean() });

/** Spec §3 preparation data: the payable lines (montantFinal > 0) and the window of their dates. */
export const PreparationVersementSchema = z.object({
  ficheAIMId: z.number().int(),
  fenetre: z.object({ debut: z.string(), fin: z.string() }),
  lignes: z.array(
    z.object({
      poste: PosteAimSchema,
      montantInitial: z.number(),
      operations: z.array(z.object({ montant: z.number() })),
      montantParDefaut: z.number().describe('Montant initial plus les opérations'),
    }),
  ),
});
export type PreparationVersement = z.infer<typeof PreparationVersementSchema>;

/** The resident history screen's data, in one call (issue 14): balances, sheets, movements. */
export const HistoriqueUsagerSchema = z.object({
  usager: UsagerSchema,
  accueils: z.array(AccueilSchema),
  soldes: z.array(SoldeSchema).describe('Un solde par poste des mouvements'),
  totalSoldes: z.number(),
  fiches: z.array(FicheAimResumeSchema).describe('Année puis mois décroissants'),
  mouvements: z.array(MouvementsHistoriqueParMoisSchema).describe('Leurs postes sont ceux des soldes'),
  validationEnCours: z
    .object({ demandeId: z.number().int(), acceptees: z.number().int(), total: z.number().int() })
    .nullable()
    .describe('« validation en cours n/total » de la dernière fiche'),
});
export type HistoriqueUsager = z.infer<typeof HistoriqueUsagerSchema>;

/* ---------- Bodies and queries ---------- */

export const FicheAimParamsSchema = z.object({ id: IdSchema });
export const FicheAimCreationBodySchema = z.object({ etablissementId: IdSchema, usagerId: IdSchema });
export const FicheAimMoisQuerySchema = z.object({
  usagerId: IdSchema,
  mois: z.coerce.number({ error: 'Mois invalide' }).int({ error: 'Mois invalide' }).min(1).max(12),
  annee: z.coerce.number({ error: 'Année invalide' }).int({ error: 'Année invalide' }).min(1900).max(2200),
});
export const FicheAimSearchQuerySchema = z.object({
  usagerId: IdSchema,
  etablissementId: IdSchema,
  posteAimId: PosteAimIdSchema.optional(),
});
export const HistoriqueUsagerQuerySchema = z.object({ etablissementId: IdSchema });

const OperationBodySchema = z.object({ posteAIMId: PosteAimIdSchema, montant: MontantSchema });

/** Spec §3 adjustment command and §5 rules: 5 words, one operation at least, each poste once. */
export const AjustementBodySchema = z
  .object({
    ficheAIMId: IdSchema,
    explication: texteLibre(2000).refine(explicationSuffisante, { error: EXPLICATION_TROP_COURTE }),
    operations: z.array(OperationBodySchema).min(1, { error: OPERATION_OBLIGATOIRE }).max(20),
  })
  .refine((b) => new Set(b.operations.map((o) => o.posteAIMId)).size === b.operations.length, {
    error: POSTE_EN_DOUBLE,
    path: ['operations'],
  });
export type AjustementBody = z.input<typeof AjustementBodySchema>;

export const RetirerAjustementBodySchema = z.object({ ficheAIMId: IdSchema, ajustementId: IdSchema });
export type RetirerAjustementBody = z.input<typeof RetirerAjustementBodySchema>;

/** Replaces an adjustment: the old one removed, the edited one added, in one transaction. */
export const ModifierAjustementBodySchema = z
  .object({
    ficheAIMId: IdSchema,
    ajustementId: IdSchema,
    explication: texteLibre(2000).refine(explicationSuffisante, { error: EXPLICATION_TROP_COURTE }),
    operations: z.array(OperationBodySchema).min(1, { error: OPERATION_OBLIGATOIRE }).max(20),
  })
  .refine((b) => new Set(b.operations.map((o) => o.posteAIMId)).size === b.operations.length, {
    error: POSTE_EN_DOUBLE,
    path: ['operations'],
  });
export type ModifierAjustementBody = z.input<typeof ModifierAjustementBodySchema>;

/** Spec §3 validation request command. */
export const ValidationFicheAimBodySchema = z.object({
  ficheAIMId: IdSchema,
  commentaire: texteLibre(2000).nullish().describe('Texte libre'),
});
export type ValidationFicheAimBody = z.input<typeof ValidationFicheAimBodySchema>;
export const CorrespondanteFicheAimQuerySchema = z.object({ ficheAimId: IdSchema });
