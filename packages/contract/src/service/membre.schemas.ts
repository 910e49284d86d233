import { z } from 'zod';
import { DateSchema, IdSchema, texteLibre } from '../common/fields';
import { IndisponibiliteSchema } from '../employe/employe.schemas';
import { IdObligatoireSchema, INFORMATION_OBLIGATOIRE_FORMULAIRE, VALEUR_NUMERIQUE } from '../planning/planning.fields';

/** Spec §9: a new member's colour and weekly hours. */
export const COULEUR_MEMBRE_DEFAUT = '#EEEEEE';
export const HEURES_HEBDO_DEFAUT = 0;
export const LIBELLE_HEURES_HEBDO = 'Heure(s) par semaine*';

export const MembreEmployeSchema = z.object({
  employeId: z.number().int(),
  nomComplet: z.string(),
  etablissement: z.object({ etablissementId: z.number().int() }),
  utilisateur: z.object({
    utilisateurId: z.number().int(),
    prenom: z.string(),
    nom: z.string(),
    nomComplet: z.string(),
  }),
  indisponibilites: z
    .array(IndisponibiliteSchema)
    .describe('Jours de congé de la semaine demandée (semaine courante dans les listes)'),
});

export const MembreSchema = z.object({
  membreId: z.number().int(),
  serviceId: z.number().int(),
  employe: MembreEmployeSchema,
  couleur: z.string().describe('#RRGGBB'),
  heuresHebdo: z.number().describe('Heures hebdomadaires au contrat dans ce service'),
  titulaire: z.boolean().describe('Contrat en cours (ou à venir) à durée indéterminée ; sinon remplaçant (vacataire)'),
  nomComplet: z.string(),
  dateFin: z.string().nullable().describe('Dernier jour dans le service (membre remplacé ou retiré)'),
});
export type Membre = z.infer<typeof MembreSchema>;

/** An employee the service may take as a new member (GET /employe/rechercheDeNouveauxMembres). */
export const NouveauMembreCandidatSchema = z.object({
  employeId: z.number().int(),
  nomComplet: z.string(),
  utilisateur: z.object({
    utilisateurId: z.number().int(),
    prenom: z.string(),
    nom: z.string(),
    nomComplet: z.string(),
  }),
  titulaire: z.boolean(),
});
export type NouveauMembreCandidat = z.infer<typeof NouveauMembreCandidatSchema>;

export const CouleurSchema = z
  .string({ error: 'Couleur invalide (#RRGGBB attendu)' })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'Couleur invalide (#RRGGBB attendu)' })
  .transform((c) => c.toUpperCase());

export const HeuresHebdoSchema = z
  .number({ error: VALEUR_NUMERIQUE })
  .finite({ error: VALEUR_NUMERIQUE })
  .min(0, { error: VALEUR_NUMERIQUE })
  .max(168, { error: '168 heures au plus' })
  .describe(LIBELLE_HEURES_HEBDO);

export const MembreCreationBodySchema = z.object({
  employeId: IdObligatoireSchema.describe('Employé'),
  serviceId: IdObligatoireSchema,
  couleur: CouleurSchema.default(COULEUR_MEMBRE_DEFAUT),
  heuresHebdo: HeuresHebdoSchema.default(HEURES_HEBDO_DEFAUT),
});
export type MembreCreationBody = z.input<typeof MembreCreationBodySchema>;

export const MembreModificationBodySchema = z.object({
  membreId: IdSchema.optional().describe('Doit être celui du chemin'),
  heuresHebdo: HeuresHebdoSchema,
  couleur: CouleurSchema,
});
export type MembreModificationBody = z.input<typeof MembreModificationBodySchema>;

export const MembreRemplacementBodySchema = z.object({
  membreARemplacerId: IdSchema.optional().describe('Doit être celui du chemin'),
  employeRemplacantId: IdObligatoireSchema.describe('Employé qui prend la place du membre'),
  dateDuRemplacement: z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', { error: INFORMATION_OBLIGATOIRE_FORMULAIRE })
    .pipe(DateSchema)
    .describe('Premier jour du remplaçant'),
});
export type MembreRemplacementBody = z.input<typeof MembreRemplacementBodySchema>;

export const MembreParamsSchema = z.object({ id: IdSchema });
export const RechercheNouveauxMembresQuerySchema = z.object({
  _recherche: texteLibre(100).default('').describe('Nom, prénom (sans accents ni casse)'),
});
