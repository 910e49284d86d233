import { z } from 'zod';
import { GenreSchema } from '../auth/auth.schemas';
import {
  DateSchema,
  EMAIL_FORMAT_INCORRECT,
  EmailSchema,
  IdSchema,
  INFORMATION_OBLIGATOIRE,
  nombreDeMots,
  texteLibre,
} from '../common/fields';
import { CongesCreditSchema, CongesSchema, CongesSoldeSchema } from '../conges/conges.schemas';

/* ---------- Contracts ---------- */

export const CONTRAT_TYPE_CDI = 1;
export const CONTRAT_STATUTS = ['A venir', 'En cours', 'Terminé'] as const;
export const ContratStatutSchema = z.enum(CONTRAT_STATUTS);
export type ContratStatut = z.infer<typeof ContratStatutSchema>;

export const ContratTypeSchema = z.object({
  contratTypeId: z.number().int(),
  acronyme: z.string(),
  libelle: z.string(),
  eligibleRemplacement: z.boolean(),
});
export type ContratType = z.infer<typeof ContratTypeSchema>;

export const MetierSchema = z.object({ metierId: z.number().int(), libelle: z.string() });
export type Metier = z.infer<typeof MetierSchema>;

export const ContratSchema = z.object({
  contratId: z.number().int(),
  type: ContratTypeSchema,
  heuresHebdo: z.number(),
  metier: MetierSchema,
  dateDebut: z.string(),
  dateFin: z.string().nullable(),
  cadre: z.boolean(),
  nbJoursAstreintesAnnuels: z.number().int(),
  status: ContratStatutSchema,
  remplaceEmployeId: z.number().int().nullable(),
  remplaceNomComplet: z.string().nullable().describe("Nom de l'employé remplacé"),
});
export type Contrat = z.infer<typeof ContratSchema>;

const heuresHebdo = z
  .number({ error: 'Entrer une valeur numérique' })
  .finite({ error: 'Entrer une valeur numérique' })
  .min(0, { error: 'Entrer une valeur positive ou nulle' })
  .max(168, { error: '168 heures au plus' });

/**
 * Contract form (spec §5): the end date is required for every type but the CDI (type 1). A new
 * CDI is declared without one (the form hides it); an existing CDI may get one when the
 * employee leaves.
 */
export const ContratInputSchema = z
  .object({
    contratTypeId: IdSchema.describe('Type de contrat'),
    metierId: IdSchema.describe('Métier'),
    heuresHebdo,
    dateDebut: DateSchema,
    dateFin: DateSchema.nullish(),
    cadre: z.boolean().default(false),
    nbJoursAstreintesAnnuels: z
      .number({ error: 'Entrer une valeur numérique' })
      .int({ error: 'Entrer un nombre entier de jours' })
      .min(0, { error: 'Entrer une valeur positive ou nulle' })
      .max(366, { error: '366 jours au plus' })
      .default(0),
  })
  .superRefine((c, ctx) => {
    if (c.contratTypeId !== CONTRAT_TYPE_CDI && !c.dateFin) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateFin'],
        message: 'La date de fin est obligatoire pour ce type de contrat',
      });
    }
    if (c.dateFin && c.dateFin < c.dateDebut) {
      ctx.addIssue({ code: 'custom', path: ['dateFin'], message: 'La date de fin doit suivre la date de début' });
    }
    if (!c.cadre && c.nbJoursAstreintesAnnuels > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['nbJoursAstreintesAnnuels'],
        message: "Les jours d'astreinte sont réservés aux cadres",
      });
    }
  });
export type ContratInput = z.input<typeof ContratInputSchema>;

export const ContratBodySchema = z.object({ employeId: IdSchema.optional(), contrat: ContratInputSchema });
export type ContratBody = z.input<typeof ContratBodySchema>;

export const RemplacementBodySchema = z
  .object({
    type: IdSchema.optional().describe(
      'Type du contrat du remplaçant (éligible au remplacement) ; sans objet pour un titulaire',
    ),
    dateDebut: DateSchema,
    dateFin: DateSchema,
    remplacantId: IdSchema.optional(),
    remplaceId: IdSchema.describe('Employé remplacé'),
    remplaceSurTempsReel: z
      .boolean()
      .default(true)
      .describe('Reprendre les heures hebdomadaires du contrat du remplacé'),
  })
  .refine((b) => b.dateFin >= b.dateDebut, { error: 'La date de fin doit suivre la date de début', path: ['dateFin'] });
export type RemplacementBody = z.input<typeof RemplacementBodySchema>;

/* ---------- Hours (recovery balance) ---------- */

export const RAISONS_CREDIT_HEURES = ['PAIEMENT', 'JOURNEE DE SOLIDARITE', 'RÉGULARISATION', 'AUTRES'] as const;
export const RaisonCreditHeuresSchema = z.enum(RAISONS_CREDIT_HEURES, { error: 'La raison est obligatoire' });
export const MOTS_MINIMUM_AUTRES = 5;
export const messageRaisonAutres = (credit: boolean) =>
  `Veuillez expliquer la raison de ce ${credit ? 'crédit' : 'débit'} (au moins ${MOTS_MINIMUM_AUTRES} mots)`;

/** Hours credit (nbHeures > 0) or debit (< 0): POST /employe/{id}/soldeRecup/credit. */
export const HeuresCreditBodySchema = z
  .object({
    employeId: IdSchema.optional(),
    dateDapplication: DateSchema,
    nbHeures: z
      .number({
        error: (i) =>
          i.input === undefined || i.input === null ? INFORMATION_OBLIGATOIRE : 'Entrez une valeur numérique',
      })
      .finite({ error: 'Entrez une valeur numérique' })
      .min(-2000, { error: '2000 heures au plus' })
      .max(2000, { error: '2000 heures au plus' })
      .refine((n) => n !== 0, { error: 'Entrez une valeur non nulle' }),
    raison: RaisonCreditHeuresSchema,
    commentaire: texteLibre(2000).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.raison === 'AUTRES' && nombreDeMots(b.commentaire) < MOTS_MINIMUM_AUTRES) {
      ctx.addIssue({ code: 'custom', path: ['commentaire'], message: messageRaisonAutres(b.nbHeures > 0) });
    }
  });
export type HeuresCreditBody = z.input<typeof HeuresCreditBodySchema>;

export const HeureCreditSchema = z.object({
  heureCreditId: z.number().int(),
  date: z.string(),
  raison: RaisonCreditHeuresSchema,
  commentaire: z.string().nullable(),
  soldeEnMinute: z.number().int(),
});
export type HeureCredit = z.infer<typeof HeureCreditSchema>;

export const TYPES_ECART_PLANNING = ['Heures complémentaires', 'Heures de formation', 'Récupération'] as const;
export const EcartPlanningSchema = z.object({
  creneauTriId: z.number().int(),
  type: z.enum(TYPES_ECART_PLANNING),
  date: z.string(),
  heureDebut: z.number().int().describe('Minutes depuis minuit'),
  heureFin: z.number().int(),
  soldeEnMinute: z.number().int(),
  serviceId: z.number().int(),
  numeroSemaine: z.string().describe('Semaine du planning, SS-AAAA'),
});
export type EcartPlanning = z.infer<typeof EcartPlanningSchema>;

export const DetailRecuperationJourSchema = z.object({
  solde: z.number().int().describe('Somme des mouvements du jour, en minutes'),
  credits: z.array(HeureCreditSchema),
  ecarts: z.array(EcartPlanningSchema),
});
export type DetailRecuperationJour = z.infer<typeof DetailRecuperationJourSchema>;

export const RecuperationsSchema = z.object({
  soldeRecupInitial: z.number().int().describe('Minutes'),
  soldeDeRecuperationADate: z.number().int().describe("Minutes, mouvements jusqu'à aujourd'hui"),
  soldeDeRecuperationTotal: z.number().int().describe('Minutes, tous les mouvements'),
  detailsParDateAVenir: z.record(z.string(), DetailRecuperationJourSchema),
  detailsParDatePasse: z.record(z.string(), DetailRecuperationJourSchema),
});
export type Recuperations = z.infer<typeof RecuperationsSchema>;

export const HeuresDeTravailSchema = z.object({
  aDate: z.number().int().describe("Minutes travaillées jusqu'à aujourd'hui, sur le contrat en cours"),
  prevues: z.number().int().describe('Minutes prévues sur tout le contrat en cours'),
});

/* ---------- Employees ---------- */

export const EMPLOYE_STATUTS = ['A venir', 'Présent(e)', 'Enregistré(e)', 'Sorti(e)'] as const;
export const EmployeStatutSchema = z.enum(EMPLOYE_STATUTS);
export type EmployeStatut = z.infer<typeof EmployeStatutSchema>;

export const EtablissementResumeSchema = z.object({
  etablissementId: z.number().int(),
  raisonSociale: z.string(),
  siegeSocialId: z.number().int().nullable(),
  granulariteMinutes: z.number().int(),
});

export const UtilisateurResumeSchema = z.object({
  utilisateurId: z.number().int(),
  genre: GenreSchema,
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  nomComplet: z.string(),
  hasAvatar: z.boolean(),
});

export const EmployeResumeSchema = z.object({
  employeId: z.number().int(),
  utilisateur: UtilisateurResumeSchema,
  nomComplet: z.string(),
  emailPro: z.string().nullable(),
  status: EmployeStatutSchema,
  complementStatus: z.string().nullable().describe('Précision du statut, p. ex. « depuis le 01/09/2015 »'),
  metier: z.string().nullable().describe('Métier du contrat courant'),
});
export type EmployeResume = z.infer<typeof EmployeResumeSchema>;

export const MembreResumeSchema = z.object({
  membreId: z.number().int(),
  serviceId: z.number().int(),
  serviceNom: z.string(),
  couleur: z.string(),
  heuresHebdo: z.number(),
});

export const IndisponibiliteSchema = z.object({
  jour: z.object({ jourId: z.number().int() }),
  semaine: z.object({ semaine: z.number().int(), annee: z.number().int() }),
});

export const EmployeAbilitiesSchema = z.object({
  modifier: z.boolean().describe('Modifier, supprimer, gérer contrats, congés et crédits'),
  voirSoldes: z.boolean(),
});

export const AutresCongesSchema = z.object({
  nbJoursADate: z.number().describe("Jours des types sans solde pris cette année jusqu'à aujourd'hui"),
  nbJoursTotal: z.number().describe('Jours des types sans solde posés sur toute l’année'),
});

export const EmployeSchema = EmployeResumeSchema.extend({
  etablissement: EtablissementResumeSchema,
  titulaire: z.boolean().describe('Contrat courant à durée indéterminée (type 1)'),
  salarie: z.boolean().describe('Contrat en cours ou à venir'),
  cadre: z.boolean(),
  delegueDuPersonnel: z.boolean(),
  administrateur: z.boolean(),
  soldeRecupInitial: z.number().int().describe('Minutes'),
  dateEntreeAnciennete: z.string().nullable(),
  indisponibilites: z.array(IndisponibiliteSchema),
  contrats: z.array(ContratSchema).describe('Le premier est le contrat courant'),
  conges: z.array(CongesSchema),
  congesCredits: z.array(CongesCreditSchema),
  congesSoldes: z.array(CongesSoldeSchema),
  autresConges: AutresCongesSchema,
  recuperations: RecuperationsSchema,
  heuresDeTravail: HeuresDeTravailSchema.nullable().describe('Pour un contrat non permanent seulement'),
  membres: z.array(MembreResumeSchema),
  abilities: EmployeAbilitiesSchema,
});
export type Employe = z.infer<typeof EmployeSchema>;

/**
 * The names are asked for a new user only: an existing one keeps their account, and the search
 * tells the names of a user of another establishment only as one `nomComplet`.
 */
export const UtilisateurDeclareSchema = z
  .object({
    utilisateurId: z.number().int().min(0).default(0).describe('0 : nouvel utilisateur'),
    genre: GenreSchema.default('Mme'),
    nom: texteLibre(100).optional().describe('Requis pour un nouvel utilisateur'),
    prenom: texteLibre(100).optional().describe('Requis pour un nouvel utilisateur'),
    email: EmailSchema,
  })
  .superRefine((u, ctx) => {
    if (u.utilisateurId !== 0) return;
    if (!u.nom) ctx.addIssue({ code: 'custom', path: ['nom'], message: 'Le nom est requis' });
    if (!u.prenom) ctx.addIssue({ code: 'custom', path: ['prenom'], message: 'Le prenom est requis' });
  });

const minutes = (nom: string) =>
  z
    .number({ error: `${nom} : entrer une valeur numérique` })
    .int({ error: `${nom} : un nombre entier de minutes` })
    .min(-1_000_000)
    .max(1_000_000);
const jours = (nom: string) =>
  z
    .number({ error: `${nom} : entrer une valeur numérique` })
    .finite()
    .min(-366, { error: `${nom} : 366 jours au plus` })
    .max(366, { error: `${nom} : 366 jours au plus` });

const EmailProSchema = z
  .string()
  .trim()
  .max(254, { error: EMAIL_FORMAT_INCORRECT })
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .pipe(z.email({ error: EMAIL_FORMAT_INCORRECT }).nullable())
  .nullish();

export const CreateMembreCommandSchema = z.object({
  serviceId: IdSchema,
  employeId: z.number().int().optional(),
  heuresHebdo: z
    .number({ error: 'Entrer une valeur numérique' })
    .finite({ error: 'Entrer une valeur numérique' })
    .min(0, { error: 'Entrer une valeur numérique' })
    .max(168)
    .default(0),
});

export const EmployeCreationBodySchema = z.object({
  utilisateur: UtilisateurDeclareSchema,
  etablissementId: IdSchema,
  emailPro: EmailProSchema,
  delegueDuPersonnel: z.boolean().default(false),
  administrateur: z.boolean().default(false),
  soldeRecupInitial: minutes('Solde de récupération initial'),
  dateEntreeAnciennete: DateSchema.nullish(),
  soldeInitialCongesPayes: jours('Solde initial de congés payés'),
  soldeInitialCongesTrimestriels: jours('Solde initial de congés trimestriels'),
  createMembreCommands: z.array(CreateMembreCommandSchema).max(50).default([]),
});
export type EmployeCreationBody = z.input<typeof EmployeCreationBodySchema>;

export const EmployeUpdateBodySchema = z.object({
  employeId: IdSchema.optional(),
  emailPro: EmailProSchema,
  delegueDuPersonnel: z.boolean(),
  administrateur: z.boolean(),
  soldeRecupInitial: minutes('Solde de récupération initial'),
  dateEntreeAnciennete: DateSchema.nullish(),
});
export type EmployeUpdateBody = z.input<typeof EmployeUpdateBodySchema>;

export const EmployeRechercheQuerySchema = z.object({
  _recherche: texteLibre(100).default('').describe('Nom, prénom (sans accents ni casse)'),
  _etablissementId: IdSchema,
});
export const EmployeIdParamsSchema = z.object({ id: IdSchema });
export const ContratParamsSchema = z.object({ id: IdSchema, contratId: IdSchema });
export const RemplacantParamsSchema = z.object({ remplacantId: IdSchema });
