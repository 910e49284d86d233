import { z } from 'zod';
import { IdSchema } from '../common/fields';

/** Spec issue 26: a larger file is refused before it is read. */
export const IMPORT_MAX_OCTETS = 10 * 1024 * 1024;
export const IMPORT_MAX_LIGNES = 5000;

export const FORMATS_MODELE = ['csv', 'xlsx'] as const;

/** Columns of the employees' template, in order; the header row of the template file. */
export const COLONNES_EMPLOYES = [
  'Civilité',
  'Nom',
  'Prénom',
  'E-mail',
  'Date de naissance',
  'Téléphone professionnel',
  'Matricule',
  'Établissement',
] as const;
export type ColonneEmploye = (typeof COLONNES_EMPLOYES)[number];

/** Columns of the contracts' template: a contract is found again by matricule and start date. */
export const COLONNES_CONTRATS = [
  'Matricule',
  'Établissement',
  'Type de contrat',
  'Métier',
  'Heures hebdomadaires',
  'Date de début',
  'Date de fin',
  'Cadre',
  "Jours d'astreinte annuels",
  'Matricule du remplacé',
] as const;
export type ColonneContrat = (typeof COLONNES_CONTRATS)[number];

/**
 * Columns of the opening balances' template: a credit is found again by matricule, type and date.
 * A leave type takes days; « Récupération », the recovery hours (décision 111).
 */
export const COLONNES_SOLDES = [
  'Matricule',
  'Établissement',
  'Type de congé',
  'Jours',
  'Heures',
  'Date de valeur',
  "Date d'expiration",
] as const;
export type ColonneSolde = (typeof COLONNES_SOLDES)[number];

/** Columns of the services' template: one line per member; a service is its establishment and its name. */
export const COLONNES_SERVICES = [
  'Établissement',
  'Service',
  'Matricule du chef de service',
  'Matricule du membre',
  'Heures hebdomadaires',
  'Couleur',
] as const;
export type ColonneService = (typeof COLONNES_SERVICES)[number];

/**
 * Columns of the residents' template: a resident is found again by establishment and file number,
 * their stay by service and start date (décision 112).
 */
export const COLONNES_USAGERS = [
  'Numéro de dossier',
  'Établissement',
  'Civilité',
  'Nom',
  'Prénom',
  'Date de naissance',
  "Service d'accueil",
  "Date de début d'accueil",
  "Date de fin d'accueil",
] as const;
export type ColonneUsager = (typeof COLONNES_USAGERS)[number];

/**
 * The kinds of import (décision 104): each one has its template, its columns and its planner on
 * the server. A kind joins this list when its reader, planner and apply exist.
 */
export const SORTES_IMPORT = ['employes', 'contrats', 'soldes', 'services', 'usagers'] as const;
export type SorteImport = (typeof SORTES_IMPORT)[number];

export const LIBELLES_SORTES_IMPORT: Record<SorteImport, string> = {
  employes: 'Employés et comptes',
  contrats: 'Contrats',
  soldes: "Soldes d'ouverture",
  services: 'Services et membres',
  usagers: 'Usagers',
};

/** The template's header row of each kind, in order. */
export const COLONNES_PAR_SORTE: Record<SorteImport, readonly string[]> = {
  employes: COLONNES_EMPLOYES,
  contrats: COLONNES_CONTRATS,
  soldes: COLONNES_SOLDES,
  services: COLONNES_SERVICES,
  usagers: COLONNES_USAGERS,
};

export const ImportSorteParamsSchema = z.object({
  sorte: z.enum(SORTES_IMPORT, { error: "Cette sorte d'import n'existe pas" }),
});

export const ACTIONS_IMPORT = ['CREATION', 'MODIFICATION', 'INCHANGE', 'ERREUR'] as const;

/** What a line did, in the wizard's preview and in the journal's report. */
export const LIBELLES_ACTIONS_IMPORT: Record<(typeof ACTIONS_IMPORT)[number], string> = {
  CREATION: 'Créé',
  MODIFICATION: 'Mis à jour',
  INCHANGE: 'Inchangé',
  ERREUR: 'Erreur',
};

export const ImportErreurSchema = z.object({
  ligne: z.number().int().describe('Numéro de ligne dans le fichier (1 : en-tête)'),
  colonne: z.string().nullable(),
  message: z.string(),
});
export type ImportErreur = z.infer<typeof ImportErreurSchema>;

export const ImportLigneSchema = z.object({
  ligne: z.number().int(),
  action: z.enum(ACTIONS_IMPORT),
  matricule: z.string().nullable(),
  libelle: z.string().describe('Prénom et nom'),
  etablissement: z.string().nullable(),
});
export type ImportLigne = z.infer<typeof ImportLigneSchema>;

export const ImportRapportSchema = z.object({
  applique: z.boolean().describe('Vrai quand les lignes sont écrites ; faux pour un aperçu ou un fichier en erreur'),
  colonnes: z
    .array(z.object({ entete: z.string(), colonne: z.string().nullable() }))
    .describe('Chaque en-tête du fichier et la colonne du modèle de la sorte qu’il remplit'),
  lignes: z.array(ImportLigneSchema),
  erreurs: z.array(ImportErreurSchema),
  nouveauxComptes: z
    .array(z.number().int())
    .describe('Comptes créés par cet import, à inviter par « Envoyer les invitations » (vide pour un aperçu)'),
  compteurs: z.object({
    creations: z.number().int(),
    modifications: z.number().int(),
    inchanges: z.number().int(),
    erreurs: z.number().int(),
  }),
});
export type ImportRapport = z.infer<typeof ImportRapportSchema>;

export const ModeleQuerySchema = z.object({ format: z.enum(FORMATS_MODELE).default('csv') });

export const ImportInvitationsBodySchema = z.object({
  utilisateurIds: z.array(IdSchema).min(1, { error: 'Aucun compte à inviter' }).max(IMPORT_MAX_LIGNES),
});
export type ImportInvitationsBody = z.input<typeof ImportInvitationsBodySchema>;
