import { z } from 'zod';
import { JourFerieSchema } from '../calendrier/calendrier.schemas';
import { DateSchema, IdSchema, texteLibre } from '../common/fields';
import { IndisponibiliteSchema } from '../employe/employe.schemas';
import { CongesDuJourSchema } from '../etablissement/fiche-de-presence.schemas';
import { MembreSchema } from '../service/membre.schemas';
import { EtatCompteurSchema } from './compteur.schemas';
import { ACTIONS_MODIFICATION, DEBUT_AVANT_FIN } from './creneau.rules';
import {
  BorneHoraireValueSchema,
  dateDebutAvantFin,
  HeureSchema,
  IdObligatoireSchema,
  INFORMATION_OBLIGATOIRE_FORMULAIRE,
  SemaineInfoSchema,
} from './planning.fields';

/** Spec §3 slot types. */
export const TYPES_CRENEAU = [
  'CreneauDeTravail',
  'CreneauDeRemplacement',
  'CreneauDeFormation',
  'CreneauHeuresSupplementaires',
  'CreneauDeRecuperation',
] as const;
export const TypeCreneauSchema = z.enum(TYPES_CRENEAU);
export type TypeCreneau = z.infer<typeof TypeCreneauSchema>;

/** Spec §9: the slot types that count as effective presence in the hours counter. */
export const TYPES_CRENEAU_EFFECTIFS: readonly TypeCreneau[] = [
  'CreneauDeTravail',
  'CreneauHeuresSupplementaires',
  'CreneauDeRemplacement',
  'CreneauDeFormation',
];

/**
 * The slot menu of spec §2.8 / §6, decided by the server for the signed-in user. Only the actions
 * allowed are present (true): a week of a 30-member service carries hundreds of slots, and most
 * viewers may do nothing with them. Read `abilities.remplacer === true` (absent is false).
 */
export const CreneauAbilitiesSchema = z.object({
  remplacer: z.literal(true).optional(),
  basculerNePasRemplacer: z.literal(true).optional().describe("'Ne pas remplacer' / 'À remplacer'"),
  annulerRemplacement: z.literal(true).optional(),
  deplacer: z.literal(true).optional(),
  ajouterHeuresSupplementaires: z.literal(true).optional(),
  ajouterRecuperation: z.literal(true).optional(),
  retirerDuTempsDeTravail: z
    .literal(true)
    .optional()
    .describe('Annule des heures supplémentaires, ou pose tout le créneau en récupération'),
  restaurerDuTempsDeTravail: z.literal(true).optional().describe('Annule une récupération'),
  annulerFormation: z.literal(true).optional(),
  creerConges: z.literal(true).optional().describe('Poser un congé (chef du service ou administrateur)'),
  demanderConges: z.literal(true).optional().describe('Le titulaire du créneau demande un congé'),
  demanderHeuresSupplementaires: z.literal(true).optional(),
  demanderRecuperation: z.literal(true).optional(),
});
export type CreneauAbilities = z.infer<typeof CreneauAbilitiesSchema>;

/**
 * A slot (spec §3), an answer only: ids are plain numbers (no `.int()` check per field and per
 * slot when the answer is serialised, hundreds a week). Compact: the flags and links are present
 * only when set (absent = false or none), as a week of a 30-member service carries hundreds of
 * slots (decision 023).
 */
export const CreneauSchema = z.object({
  creneauId: z.number().describe('Entier'),
  creneauTriId: z
    .number()
    .describe(
      "Créneau d'origine (créneau de travail d'une heure supplémentaire ou d'une récupération ; sinon lui-même)",
    ),
  type: TypeCreneauSchema,
  serviceId: z.number(),
  membreId: z.number(),
  date: z.string(),
  heureDebut: BorneHoraireValueSchema,
  heureFin: BorneHoraireValueSchema,
  remplace: z.number().optional().describe('Créneau remplacé (créneau de remplacement) ; absent sinon'),
  remplacements: z
    .array(z.object({ creneauId: z.number(), membreId: z.number() }))
    .optional()
    .describe('Créneaux de remplacement de ce créneau ; absent quand il n’y en a pas'),
  nePasRemplacer: z.literal(true).optional().describe('Présent (vrai) quand marqué « ne pas remplacer »'),
  labelFormation: z.string().optional().describe('Nom de la formation (créneau de formation)'),
  indisponible: z.literal(true).optional().describe('Présent (vrai) quand le membre est en congé ce jour-là'),
  aRemplacer: z
    .literal(true)
    .optional()
    .describe('Présent (vrai) : travail d’un membre indisponible, ni remplacé ni marqué « ne pas remplacer »'),
  abilities: CreneauAbilitiesSchema,
});
export type Creneau = z.infer<typeof CreneauSchema>;

export const JourDeReposSchema = z.object({
  jourDeReposId: z.number().int(),
  serviceId: z.number().int(),
  membreId: z.number().int(),
  date: z.string(),
  demiJour: z.boolean(),
  semaine: z.object({ semaine: z.number().int(), annee: z.number().int() }),
  jour: z.object({ jourId: z.number().int() }),
});
export type JourDeRepos = z.infer<typeof JourDeReposSchema>;

export const CompteurHeuresSchema = z.object({
  membreId: z.number().int(),
  minutesEffectives: z
    .number()
    .int()
    .describe(
      'Travail, heures supplémentaires, remplacement, formation ; hors jours de congé ; plus les heures automatiques des jours fériés',
    ),
  minutesFeriesAutomatiques: z
    .number()
    .int()
    .describe('Jours fériés non travaillés, hors congé, comptés un cinquième des heures hebdomadaires (décision 076)'),
  heures: z.number().describe('Arrondies à 2 décimales'),
  heuresHebdo: z.number(),
  etat: EtatCompteurSchema,
});
export type CompteurHeures = z.infer<typeof CompteurHeuresSchema>;

/** Why a member is away on a day of the week: the leave type (issue 25), shown on their slots. */
export const AbsenceDuJourSchema = z.object({
  membreId: z.number().int(),
  date: z.string().describe('AAAA-MM-JJ'),
  motif: z.string().describe('Libellé du type de congé (plusieurs congés le même jour : « / » entre eux)'),
});
export type AbsenceDuJour = z.infer<typeof AbsenceDuJourSchema>;

export const PlanningSemaineSchema = z.object({
  serviceId: z.number().int(),
  semaine: SemaineInfoSchema,
  modeleEnVigueur: z
    .boolean()
    .describe("Faux quand aucun modèle n'a été appliqué à ce jour ni à cette semaine (état vide)"),
  membres: z.array(MembreSchema).describe('Membres présents cette semaine, indisponibilités de la semaine comprises'),
  creneaux: z.array(CreneauSchema),
  absences: z
    .array(AbsenceDuJourSchema)
    .describe('Jours de congé des membres dans la semaine avec leur motif, par jour puis par membre'),
  feriesAutomatiques: z
    .array(DateSchema)
    .describe('Jours fériés de la semaine comptés automatiquement (stratégie du service), sinon vide'),
  compteurs: z.array(CompteurHeuresSchema),
  abilities: z.object({
    ajouterCreneau: z.boolean().describe('Créneaux de travail et d’heures supplémentaires'),
    ajouterFormation: z.boolean(),
    modifierModele: z.boolean(),
  }),
});
export type PlanningSemaine = z.infer<typeof PlanningSemaineSchema>;

/** A leave on one day of the user's week: its type and colour, as the presence sheet shows them. */
export const CongesDuJourUtilisateurSchema = CongesDuJourSchema.extend({
  date: z.string().describe('AAAA-MM-JJ'),
});
export type CongesDuJourUtilisateur = z.infer<typeof CongesDuJourUtilisateurSchema>;

export const PlanningUtilisateurSchema = z.object({
  utilisateurId: z.number().int(),
  semaine: SemaineInfoSchema,
  services: z.array(
    z.object({
      serviceId: z.number().int(),
      nom: z.string(),
      etablissementId: z.number().int(),
      raisonSociale: z.string(),
      membreId: z.number().int(),
      couleur: z.string(),
    }),
  ),
  creneaux: z.array(CreneauSchema),
  joursDeRepos: z.array(JourDeReposSchema),
  indisponibilites: z.array(IndisponibiliteSchema),
  conges: z
    .array(CongesDuJourUtilisateurSchema)
    .describe('Congés de la semaine, un par jour couvert et par congé, dans l’ordre des jours'),
  joursFeries: z.array(JourFerieSchema).describe('Jours fériés de la semaine'),
});
export type PlanningUtilisateur = z.infer<typeof PlanningUtilisateurSchema>;

/* ---------- Bodies ---------- */

export const CreneauParamsSchema = z.object({ id: IdSchema });
export const RemplaceParamsSchema = z.object({ remplaceId: IdSchema });
export const CreneauIdParamsSchema = z.object({ creneauId: IdSchema });
export const MembreIdParamsSchema = z.object({ membreId: IdSchema });
export const ServiceIdParamsSchema = z.object({ serviceId: IdSchema });
export const UtilisateurIdParamsSchema = z.object({ id: IdSchema });
export const DateQuerySchema = z.object({ _date: DateSchema.describe('AAAA-MM-JJ') });

const debutAvantFin = { error: DEBUT_AVANT_FIN, path: ['heureFin'] };
const DateObligatoireSchema = z
  .unknown()
  .refine((v) => v !== undefined && v !== null && v !== '', { error: INFORMATION_OBLIGATOIRE_FORMULAIRE })
  .pipe(DateSchema);

/** Spec §5 replacement form: member, start and end required; the date is the replaced slot's. */
export const RemplacerCreneauBodySchema = z
  .object({
    remplaceId: IdSchema.optional().describe('Doit être celui du chemin'),
    remplacant: IdObligatoireSchema.describe('Membre remplaçant (« Éducateur* »)'),
    heureDebut: HeureSchema,
    heureFin: HeureSchema,
  })
  .refine(dateDebutAvantFin, debutAvantFin);
export type RemplacerCreneauBody = z.input<typeof RemplacerCreneauBodySchema>;

export const TYPES_CRENEAU_AJOUTABLES = ['CreneauDeTravail', 'CreneauHeuresSupplementaires'] as const;

/** POST /creneau/travail: a work or extra-hours slot (the planning's floating add button). */
export const CreneauTravailBodySchema = z
  .object({
    membreId: IdObligatoireSchema,
    date: DateObligatoireSchema,
    heureDebut: HeureSchema,
    heureFin: HeureSchema,
    type: z
      .enum(TYPES_CRENEAU_AJOUTABLES, { error: 'Type de créneau invalide' })
      .default('CreneauHeuresSupplementaires'),
  })
  .refine(dateDebutAvantFin, debutAvantFin);
export type CreneauTravailBody = z.input<typeof CreneauTravailBodySchema>;

export const LABEL_FORMATION_OBLIGATOIRE = 'Le nom de la formation est obligatoire';

export const FormationBodySchema = z
  .object({
    membreId: IdObligatoireSchema,
    date: DateObligatoireSchema,
    heureDebut: HeureSchema,
    heureFin: HeureSchema,
    labelFormation: z
      .string({ error: LABEL_FORMATION_OBLIGATOIRE })
      .pipe(texteLibre(200))
      .pipe(z.string().min(1, { error: LABEL_FORMATION_OBLIGATOIRE })),
  })
  .refine(dateDebutAvantFin, debutAvantFin);
export type FormationBody = z.input<typeof FormationBodySchema>;

/** PUT /creneau/{id}: move, extend (overtime) or shorten (recovery) a work slot. */
export const ModifierCreneauBodySchema = z
  .object({
    creneauId: IdSchema.optional().describe('Doit être celui du chemin'),
    nouvelleHeureDebut: HeureSchema,
    nouvelleHeureFin: HeureSchema,
    action: z.enum(ACTIONS_MODIFICATION, { error: 'Action invalide' }).default('DEPLACER'),
  })
  .refine((b) => b.nouvelleHeureDebut < b.nouvelleHeureFin, { error: DEBUT_AVANT_FIN, path: ['nouvelleHeureFin'] });
export type ModifierCreneauBody = z.input<typeof ModifierCreneauBodySchema>;

export const CreneauIdBodySchema = z.object({ creneauId: IdObligatoireSchema });
export type CreneauIdBody = z.input<typeof CreneauIdBodySchema>;
