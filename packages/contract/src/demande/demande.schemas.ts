import { z } from 'zod';
import { DateSchema, IdSchema, PageQuerySchema, pageOf, texteLibre } from '../common/fields';
import { CongesBodySchema, CongesTypeSchema } from '../conges/conges.schemas';
import { DEBUT_AVANT_FIN } from '../planning/creneau.rules';
import { BorneHoraireValueSchema, HeureSchema, IdObligatoireSchema } from '../planning/planning.fields';
import { TypeCreneauSchema } from '../planning/planning.schemas';

/* ---------- Constants (DOMAIN.md, Requests and validations) ---------- */

/** Spec §3: the request types, as the API names them. */
export const TYPES_DEMANDE = ['Congés', 'Heures complémentaires', 'Récupération', 'Fiches AIM'] as const;
export const TypeDemandeSchema = z.enum(TYPES_DEMANDE);
export type TypeDemande = z.infer<typeof TypeDemandeSchema>;

/** Spec §2.8 title: 'Demande de/d' {type}'. */
export const TITRES_DEMANDE: Record<TypeDemande, string> = {
  Congés: 'Demande de congés',
  'Heures complémentaires': "Demande d'heures complémentaires",
  Récupération: 'Demande de récupération',
  'Fiches AIM': 'Demande de validation de fiche AIM',
};

/** Spec §2.7 type toggles: 'Planning' covers overtime and recovery. */
export const FILTRES_TYPE_DEMANDE = {
  Congés: ['Congés'],
  Planning: ['Heures complémentaires', 'Récupération'],
  'Fiches AIM': ['Fiches AIM'],
} as const satisfies Record<string, readonly TypeDemande[]>;

export const DEMANDE_STATUT = { EN_ATTENTE: 1, ACCEPTEE: 2, REFUSEE: 3, ANNULEE: 4 } as const;
export type DemandeStatutId = (typeof DEMANDE_STATUT)[keyof typeof DEMANDE_STATUT];
export const DEMANDE_STATUT_LABELS: Record<DemandeStatutId, string> = {
  1: 'En attente',
  2: 'Acceptée',
  3: 'Refusée',
  4: 'Annulée',
};

/** Spec §3: the evaluated recoveries' types (training, replacement, overtime, else recovery). */
export const TYPES_RECUPERATION_EVALUEE = [
  'FORMATION',
  'REMPLACEMENT',
  'HEURES_SUPPLEMENTAIRES',
  'RECUPERATION',
] as const;
export const TypeRecuperationEvalueeSchema = z.enum(TYPES_RECUPERATION_EVALUEE);
export type TypeRecuperationEvaluee = z.infer<typeof TypeRecuperationEvalueeSchema>;

/** Spec §8: a recovery evaluation that finds no work. */
export const AUCUNE_HEURE_DE_TRAVAIL = 'Aucune heure de travail trouvée sur la période demandée.';

/* ---------- Answers ---------- */

/** A person as a request shows them: creator, validator, comment author. */
export const PersonneSchema = z.object({
  utilisateurId: z.number().int(),
  nomComplet: z.string(),
  email: z.string(),
});
export type Personne = z.infer<typeof PersonneSchema>;

export const DemandeStatutSchema = z.object({
  demandeStatutId: z.number().int().describe('1 En attente, 2 Acceptée, 3 Refusée, 4 Annulée'),
  label: z.string(),
});

export const EmployeDemandeSchema = z.object({
  employeId: z.number().int(),
  utilisateurId: z.number().int(),
  nomComplet: z.string(),
  etablissementId: z.number().int(),
});

/** A list item of the requests page (spec §2.7). */
export const DemandeResumeSchema = z.object({
  demandeId: z.number().int(),
  typeDemande: TypeDemandeSchema,
  statut: DemandeStatutSchema,
  dateDemande: z.string().describe('Instant de la demande (ISO 8601)'),
  dateDebut: z.string().describe('Premier jour concerné'),
  dateFin: z.string().describe('Dernier jour concerné'),
  createur: PersonneSchema.nullable(),
  employe: EmployeDemandeSchema,
  nbCommentaires: z.number().int(),
  nbValidationsAcceptees: z.number().int(),
  nbValidationsEnAttente: z.number().int(),
  nbValidationsRefusees: z.number().int(),
});
export type DemandeResume = z.infer<typeof DemandeResumeSchema>;

const TYPE_INCONNU = 'Type de demande inconnu';

/**
 * `_types`: comma-separated (what the web client makes of an array) or repeated; none or empty
 * keeps every type. Duplicates are dropped so a repeated value cannot grow the list.
 */
const TypesDemandeQuerySchema = z
  .union(
    [z.string().max(500, { error: TYPE_INCONNU }), z.array(z.string().max(100, { error: TYPE_INCONNU })).max(50)],
    {
      error: TYPE_INCONNU,
    },
  )
  .transform((v) => [
    ...new Set(
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(TYPES_DEMANDE, { error: TYPE_INCONNU })).max(TYPES_DEMANDE.length));

/** 'À valider', paged (decision 046): the search and the type toggles are applied by the server. */
export const DemandesQuerySchema = PageQuerySchema.extend({
  _recherche: texteLibre(100).default('').describe("Nom de l'employé (sans accents ni casse)"),
  _types: TypesDemandeQuerySchema.optional().describe('Types de demande, séparés par des virgules'),
});
export type DemandesQuery = z.infer<typeof DemandesQuerySchema>;
export type DemandesQueryInput = z.input<typeof DemandesQuerySchema>;

export const DemandesPageSchema = pageOf(DemandeResumeSchema);
export type DemandesPage = z.infer<typeof DemandesPageSchema>;

export interface Validation {
  validationId: number;
  authority: string;
  authorityLabel: string;
  accepte: boolean | null;
  validePar: string | null;
  validateur: Personne | null;
  pourLeCompteDe: Personne | null;
  dateValidation: string | null;
  sousValidations: Validation[];
  abilities: { valider: boolean };
}

/** Spec §3 Validation, nested (sousValidations). */
export const ValidationSchema: z.ZodType<Validation> = z.lazy(() =>
  z.object({
    validationId: z.number().int(),
    authority: z.string().describe('Rôle (DIRECTEUR_3, CHEF_DE_SERVICE_12) ou adresse e-mail'),
    authorityLabel: z.string().describe('« Direction – Foyer Les Tilleuls », « Chef de service – Internat »'),
    accepte: z.boolean().nullable().describe('null en attente'),
    validePar: z.string().nullable().describe('E-mail de qui a décidé'),
    validateur: PersonneSchema.nullable(),
    pourLeCompteDe: PersonneSchema.nullable().describe('Le validateur pour qui un délégataire a décidé'),
    dateValidation: z.string().nullable(),
    sousValidations: z.array(ValidationSchema),
    abilities: z.object({ valider: z.boolean().describe("L'utilisateur courant peut accepter ou refuser") }),
  }),
);

export const CommentaireSchema = z.object({
  commentaireId: z.number().int(),
  commentaire: z.string(),
  auteur: PersonneSchema.nullable(),
  instantPublication: z.string(),
  supprime: z.boolean(),
  abilities: z.object({ supprimer: z.boolean() }),
});
export type Commentaire = z.infer<typeof CommentaireSchema>;

const HeureValueSchema = BorneHoraireValueSchema;

export const DemandeCongesContenuSchema = z.object({
  congesType: CongesTypeSchema,
  dateDebut: z.string(),
  dateFin: z.string(),
  demiJournee: z.number().int(),
  demiJourneeLabel: z.string().nullable(),
  nbJours: z.number(),
});

/** A slot of the day, as the overtime detail previews it while the request is pending. */
export const CreneauApercuSchema = z.object({
  creneauId: z.number().int(),
  type: TypeCreneauSchema,
  heureDebut: HeureValueSchema,
  heureFin: HeureValueSchema,
});

export const DemandeHeuresSuppContenuSchema = z.object({
  membreId: z.number().int(),
  serviceId: z.number().int(),
  serviceNom: z.string(),
  date: z.string(),
  heureDebut: HeureValueSchema,
  heureFin: HeureValueSchema,
  creneauxDuJour: z.array(CreneauApercuSchema).describe('Seulement tant que la demande est en attente'),
});

export const RecuperationEvalueeSchema = z.object({
  type: TypeRecuperationEvalueeSchema,
  date: z.string(),
  heureDebut: HeureValueSchema,
  heureFin: HeureValueSchema,
  dureeEnMinute: z.number().int(),
  creneauId: z.number().int().nullable(),
});
export type RecuperationEvaluee = z.infer<typeof RecuperationEvalueeSchema>;

export const DemandeRecuperationContenuSchema = z.object({
  membreId: z.number().int(),
  serviceId: z.number().int(),
  serviceNom: z.string(),
  dateDebut: z.string(),
  heureDebut: HeureValueSchema,
  dateFin: z.string(),
  heureFin: HeureValueSchema,
  recuperations: z.array(RecuperationEvalueeSchema),
});

/** Spec 3 §2 'Fiches AIM' request detail: 'Nombre d'ajustements', 'Total mensuel', the links. */
export const DemandeFicheAimContenuSchema = z.object({
  ficheAIMId: z.number().int(),
  usagerId: z.number().int(),
  usagerNomComplet: z.string(),
  etablissementId: z.number().int(),
  serviceId: z.number().int(),
  serviceNom: z.string(),
  mois: z.number().int(),
  annee: z.number().int(),
  nombreAjustements: z.number().int(),
  totalMensuel: z.number().describe('Somme des montants finaux positifs, en euros'),
});
export type DemandeFicheAimContenu = z.infer<typeof DemandeFicheAimContenuSchema>;

/** A request's detail (spec §2.8): one of the type bodies is set, the others are null. */
export const DemandeSchema = DemandeResumeSchema.extend({
  commentaire: z.string().nullable().describe('Commentaire saisi avec la demande'),
  commentaires: z.array(CommentaireSchema),
  validations: z.array(ValidationSchema).describe('Validations racines, avec leurs sous-validations'),
  conges: DemandeCongesContenuSchema.nullable(),
  heuresSupp: DemandeHeuresSuppContenuSchema.nullable(),
  recuperation: DemandeRecuperationContenuSchema.nullable(),
  ficheAim: DemandeFicheAimContenuSchema.nullable(),
  abilities: z.object({
    annuler: z.boolean().describe('Créateur ou Administrateur, statut 1'),
    commenter: z.boolean(),
    voirImpact: z.boolean().describe('Un validateur en attente voit l’impact (demande de congés)'),
  }),
});
export type Demande = z.infer<typeof DemandeSchema>;

/** Badges of the Demandes button (spec §2.3). */
export const DemandeCompteursSchema = z.object({
  aValider: z.number().int().describe('Demandes d’autres personnes en attente de ma validation'),
  enAttente: z.number().int().describe('Mes demandes en attente'),
});
export type DemandeCompteurs = z.infer<typeof DemandeCompteursSchema>;

/** What accepting a leave request would change (beyond the original): shown to its validators. */
export const ImpactDemandeSchema = z.object({
  creneaux: z
    .array(
      z.object({
        creneauId: z.number().int(),
        date: z.string(),
        serviceId: z.number().int(),
        serviceNom: z.string(),
        type: TypeCreneauSchema,
        heureDebut: HeureValueSchema,
        heureFin: HeureValueSchema,
      }),
    )
    .describe('Créneaux du demandeur sur la période : ils deviendront « à remplacer »'),
  absents: z
    .array(
      z.object({
        date: z.string(),
        employeId: z.number().int(),
        nomComplet: z.string(),
        serviceNom: z.string(),
        congesType: z.string(),
      }),
    )
    .describe('Autres membres des mêmes services absents ces jours-là'),
});
export type ImpactDemande = z.infer<typeof ImpactDemandeSchema>;

export const ResultatMiseAJourStatutSchema = z.object({
  resultat: z.enum(['changed', 'unchanged']),
  demande: DemandeSchema,
});

export const MiseAJourStatutsSchema = z.object({
  demandesExaminees: z.number().int(),
  demandesModifiees: z.number().int(),
});

export const DemandeCreeeSchema = z.object({ demandeId: z.number().int() });

/* ---------- Bodies ---------- */

export const DemandeIdParamsSchema = z.object({ demandeId: IdSchema });
export const ValidationParamsSchema = z.object({ demandeId: IdSchema, validationId: IdSchema });
export const CommentaireParamsSchema = z.object({ demandeId: IdSchema, commentaireId: IdSchema });

/** Spec §3 leave request payload: employeId, dateDebut, dateFin, type, demiJournee, commentaire. */
export const DemandeCongesBodySchema = CongesBodySchema;
export type DemandeCongesBody = z.input<typeof DemandeCongesBodySchema>;

export const COMMENTAIRE_VIDE = 'Le commentaire est vide';
export const CommentaireBodySchema = z.object({
  commentaire: z
    .string({ error: COMMENTAIRE_VIDE })
    .pipe(texteLibre(2000))
    .pipe(z.string().min(1, { error: COMMENTAIRE_VIDE })),
});
export type CommentaireBody = z.input<typeof CommentaireBodySchema>;

const commentaireDemande = texteLibre(2000).nullish();
const debutAvantFin = (b: { heureDebut: number; heureFin: number }) => b.heureDebut < b.heureFin;

/** Spec §3 overtime request (POST /demande/heuresSupp/evaluer). */
export const HeuresSuppBodySchema = z
  .object({
    membreId: IdObligatoireSchema,
    date: DateSchema,
    heureDebut: HeureSchema,
    heureFin: HeureSchema,
    commentaire: commentaireDemande,
  })
  .refine(debutAvantFin, { error: DEBUT_AVANT_FIN, path: ['heureFin'] });
export type HeuresSuppBody = z.input<typeof HeuresSuppBodySchema>;

/** One proposal of the evaluation: a range of extra hours, and the work slot it extends if any. */
export const PropositionHeuresSuppSchema = z.object({
  membreId: z.number().int(),
  date: z.string(),
  heureDebut: z.number().int(),
  heureFin: z.number().int(),
  commentaire: z.string().nullable(),
  creneau: CreneauApercuSchema.nullable(),
});
export type PropositionHeuresSupp = z.infer<typeof PropositionHeuresSuppSchema>;

export const EvaluationHeuresSuppSchema = z.object({ demandes: z.array(PropositionHeuresSuppSchema) });
export type EvaluationHeuresSupp = z.infer<typeof EvaluationHeuresSuppSchema>;

/** POST /demande/heuresSupp: one proposal of the evaluation, sent as is. */
export const DemandeHeuresSuppBodySchema = z
  .object({
    membreId: IdObligatoireSchema,
    date: DateSchema,
    heureDebut: HeureSchema,
    heureFin: HeureSchema,
    commentaire: commentaireDemande,
    creneau: z.object({ creneauId: IdSchema }).passthrough().nullish(),
  })
  .refine(debutAvantFin, { error: DEBUT_AVANT_FIN, path: ['heureFin'] });
export type DemandeHeuresSuppBody = z.input<typeof DemandeHeuresSuppBodySchema>;

/** Spec §3 recovery request; also the body of its evaluation. */
export const DemandeRecuperationBodySchema = z
  .object({
    membreId: IdObligatoireSchema,
    dateDebut: DateSchema,
    heureDebut: HeureSchema,
    dateFin: DateSchema,
    heureFin: HeureSchema,
    commentaire: commentaireDemande,
  })
  .refine((b) => b.dateDebut < b.dateFin || (b.dateDebut === b.dateFin && b.heureDebut < b.heureFin), {
    error: 'La fin doit suivre le début',
    path: ['heureFin'],
  })
  .refine((b) => Date.parse(b.dateFin) - Date.parse(b.dateDebut) <= 62 * 86_400_000, {
    error: 'Une récupération porte sur deux mois au plus',
    path: ['dateFin'],
  });
export type DemandeRecuperationBody = z.input<typeof DemandeRecuperationBodySchema>;

export const EvaluationRecuperationSchema = z.object({ recuperations: z.array(RecuperationEvalueeSchema) });
export type EvaluationRecuperation = z.infer<typeof EvaluationRecuperationSchema>;

/** Spec §2.1: the detail route of each request type, below `/demande/{demandeId}/`. */
const SEGMENTS_DETAIL: Record<TypeDemande, string> = {
  Congés: 'conges',
  'Heures complémentaires': 'heures-supp',
  Récupération: 'recuperation',
  'Fiches AIM': 'ficheAIM',
};

/** `/demande/12/heures-supp`: the web's detail page of a request (links of the e-mails too). */
export const cheminDetailDemande = (type: TypeDemande, demandeId: number): string =>
  `/demande/${demandeId}/${SEGMENTS_DETAIL[type]}`;
