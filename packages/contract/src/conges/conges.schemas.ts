import { z } from 'zod';
import { DateSchema, IdSchema, INFORMATION_OBLIGATOIRE, texteLibre } from '../common/fields';

/** How a leave type counts the days of a range (DOMAIN.md, Leave and balances). */
export const MODES_DECOMPTE = ['OUVRABLES', 'OUVRES', 'CALENDAIRES', 'PLANNING'] as const;
export const ModeDecompteSchema = z.enum(MODES_DECOMPTE);
export type ModeDecompte = z.infer<typeof ModeDecompteSchema>;

/** Spec §3: 0 full day, 1 morning, 2 afternoon. */
export const DEMI_JOURNEES = [0, 1, 2] as const;
export const DEMI_JOURNEE_LABELS: Record<0 | 1 | 2, string | null> = { 0: null, 1: 'Matin', 2: 'Après-midi' };

/** Ids of the balance list (spec §9): 0 other leaves, -1 recovery. */
export const CONGES_TYPE_AUTRES = 0;
export const CONGES_TYPE_RECUPERATION = -1;

export const CongesTypeSchema = z.object({
  congesTypeId: z.number().int(),
  label: z.string(),
  shortLabel: z.string().describe('Abréviation (tableau des congés)'),
  couleur: z.string().describe('Couleur #RRGGBB'),
  avecSolde: z.boolean().describe('Le type a un solde (crédits et débits)'),
  chevauchementAutorise: z.boolean().describe('Peut chevaucher un autre congé (id 4)'),
  demiJourneeAutorisee: z.boolean().describe('Demi-journées possibles (id 7)'),
  modeDecompte: ModeDecompteSchema,
});
export type CongesType = z.infer<typeof CongesTypeSchema>;

export const RecordAbilitiesSchema = z.object({
  modifier: z.boolean(),
  supprimer: z.boolean(),
});

export const CongesSchema = z.object({
  congesId: z.number().int(),
  employeId: z.number().int(),
  type: CongesTypeSchema,
  dateDebut: z.string(),
  dateFin: z.string(),
  demiJournee: z.number().int().describe('0 journée entière, 1 matin, 2 après-midi'),
  demiJourneeLabel: z.string().nullable(),
  nbJours: z.number().describe('Jours décomptés selon le mode du type'),
  dateDemande: z.string().nullable(),
  demandeCongesId: z.number().int().nullable().describe('Présent quand le congé vient d’une demande'),
  commentaire: z.string().nullable(),
  abilities: RecordAbilitiesSchema.describe('Ce que l’utilisateur courant peut faire de ce congé'),
});
export type Conges = z.infer<typeof CongesSchema>;

export const CongesCreditSchema = z.object({
  congesCreditId: z.number().int(),
  type: CongesTypeSchema,
  date: z.string(),
  nbJours: z.number().describe('Positif : crédit ; négatif : débit'),
  exceptionnel: z.boolean(),
  dateExpiration: z.string().nullable(),
  commentaire: z.string().nullable(),
  abilities: RecordAbilitiesSchema,
});
export type CongesCredit = z.infer<typeof CongesCreditSchema>;

const JOURS_INVALIDES = 'Entrez une valeur numérique';

/** Longest leave, in calendar days, first and last day included. */
export const DUREE_MAX_CONGES_JOURS = 366;

const JOUR_MS = 86_400_000;
/** Days from one `YYYY-MM-DD` to another (0 for the same day). */
const joursEntre = (debut: string, fin: string) =>
  Math.round((Date.parse(`${fin}T00:00:00Z`) - Date.parse(`${debut}T00:00:00Z`)) / JOUR_MS);

/** Leave object of POST /conges, PUT /conges/{id} and POST /conges/evaluer. */
export const CongesBodySchema = z
  .object({
    employeId: IdSchema.describe('Employé'),
    type: IdSchema.describe('Identifiant du type de congé (congesTypeId)'),
    dateDebut: DateSchema,
    dateFin: DateSchema,
    demiJournee: z
      .union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Demi-journée invalide (0, 1 ou 2)' })
      .default(0),
    commentaire: texteLibre(2000).nullish(),
  })
  // Spec §5: a range of two dates, swapped if reversed.
  .transform((b) => (b.dateFin < b.dateDebut ? { ...b, dateDebut: b.dateFin, dateFin: b.dateDebut } : b))
  .refine((b) => b.demiJournee === 0 || b.dateDebut === b.dateFin, {
    error: 'Une demi-journée porte sur un seul jour',
    path: ['demiJournee'],
  })
  // A longer absence (long illness) is entered as several leaves, as its medical notices come.
  .refine((b) => joursEntre(b.dateDebut, b.dateFin) < DUREE_MAX_CONGES_JOURS, {
    error: `Un congé ne peut pas dépasser ${DUREE_MAX_CONGES_JOURS} jours`,
    path: ['dateFin'],
  });
export type CongesBody = z.input<typeof CongesBodySchema>;

const nbJours = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? INFORMATION_OBLIGATOIRE : JOURS_INVALIDES),
  })
  .finite({ error: JOURS_INVALIDES })
  .min(-366, { error: '366 jours au plus' })
  .max(366, { error: '366 jours au plus' })
  .refine((n) => n !== 0, { error: 'Entrez une valeur non nulle' })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: 'Deux décimales au plus' });

/** Credit (positive nbJours) or debit (negative) of leave days: POST /conges/credit. */
export const CongesCreditBodySchema = z
  .object({
    employeId: IdSchema,
    type: IdSchema.describe('Type de congé avec solde (congesTypeId)'),
    date: DateSchema.describe("Date d'effet"),
    nbJours,
    exceptionnel: z.boolean().default(true),
    dateExpiration: DateSchema.nullish(),
    commentaire: texteLibre(2000).nullish(),
  })
  .refine((b) => !b.dateExpiration || b.dateExpiration >= b.date, {
    error: "La date d'expiration doit suivre la date du crédit",
    path: ['dateExpiration'],
  });
export type CongesCreditBody = z.input<typeof CongesCreditBodySchema>;

export const CongesIdParamsSchema = z.object({ congesId: IdSchema });
export const CongesCreditIdParamsSchema = z.object({ congesCreditId: IdSchema });

/** The balance of one leave type (the ledger of DOMAIN.md), in days. */
export const CongesSoldeSchema = z.object({
  congesType: CongesTypeSchema,
  solde: z.number().describe("Solde à aujourd'hui"),
  soldeFutur: z.number().describe('Solde une fois pris les congés déjà posés'),
});
export type CongesSolde = z.infer<typeof CongesSoldeSchema>;
