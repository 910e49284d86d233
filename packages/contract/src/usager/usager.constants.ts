import { z } from 'zod';

/* Spec §3 PosteAIM: the aid items, in the order the screens list them. */
export const POSTES_AIM = [
  'ALIMENTATION',
  'ARGENT_DE_POCHE',
  'HABILLEMENT',
  'COIFFURE',
  'HYGIENE',
  'LAVERIE',
  'TELECOM',
  'TRANSPORT',
  'CAUTION',
  'EPARGNE',
  'DETTE',
] as const;
export const PosteAimIdSchema = z.enum(POSTES_AIM, { error: 'Selectionez un poste' });
export type PosteAimId = z.infer<typeof PosteAimIdSchema>;

/**
 * How often an item's default budget is spent (decision 060): a weekly budget counts once per
 * Monday of the month (4 or 5 times), a one-off budget counts 0 to 1 time.
 */
export const PERIODICITES_AIM = ['MENSUELLE', 'HEBDOMADAIRE', 'PONCTUELLE'] as const;
export const PeriodiciteAimSchema = z.enum(PERIODICITES_AIM);
export type PeriodiciteAim = z.infer<typeof PeriodiciteAimSchema>;
export const LIBELLES_PERIODICITE_AIM: Record<PeriodiciteAim, string> = {
  MENSUELLE: 'Mensuelle',
  HEBDOMADAIRE: 'Hebdomadaire',
  PONCTUELLE: 'Ponctuelle',
};

/** Spec §4 sheet status, label and colour. */
export const STATUTS_FICHE_AIM = ['EN_PREPARATION', 'EN_ATTENTE_DE_VALIDATION', 'VALIDEE'] as const;
export const StatutFicheAimSchema = z.enum(STATUTS_FICHE_AIM);
export type StatutFicheAim = z.infer<typeof StatutFicheAimSchema>;
export const STATUT_FICHE_AIM_AFFICHAGE: Record<
  StatutFicheAim,
  { label: string; couleur: 'warning' | 'info' | 'success' }
> = {
  EN_PREPARATION: { label: 'En préparation', couleur: 'warning' },
  EN_ATTENTE_DE_VALIDATION: { label: 'En attente de validation', couleur: 'info' },
  VALIDEE: { label: 'Validée', couleur: 'success' },
};

/** Spec §3 payment methods: ESPECE shown yellow, VIREMENT blue; ESPECE by default (§9). */
export const MOYENS_DE_PAIEMENT = ['ESPECE', 'VIREMENT'] as const;
export const MoyenDePaiementIdSchema = z.enum(MOYENS_DE_PAIEMENT, { error: 'Le moyen de paiement est obligatoire' });
export type MoyenDePaiementId = z.infer<typeof MoyenDePaiementIdSchema>;
export const MOYEN_DE_PAIEMENT_PAR_DEFAUT: MoyenDePaiementId = 'ESPECE';
export const LIBELLES_MOYEN_DE_PAIEMENT: Record<MoyenDePaiementId, string> = {
  ESPECE: 'Espèces',
  VIREMENT: 'Virement',
};

/**
 * Movements of a resident's account (decision 060): CREANCE a validated sheet's positive amount,
 * DETTE a validated sheet's negative DETTE amount, VERSEMENT a payout declared paid (negative).
 */
export const TYPES_MOUVEMENT = ['CREANCE', 'DETTE', 'VERSEMENT'] as const;
export const TypeMouvementSchema = z.enum(TYPES_MOUVEMENT);

/** A resident's status, derived from their stays at today's date (decision 060). */
export const STATUTS_USAGER = ['Accueilli', 'A venir', 'Sorti', 'Sans accueil'] as const;
export const StatutUsagerSchema = z.enum(STATUTS_USAGER);
export type StatutUsager = z.infer<typeof StatutUsagerSchema>;

/* Spec §5, §8, §9: texts and limits. */
export const MOTS_MINIMUM_AJUSTEMENT = 5;
export const SNACKBAR_DUREE_MS = 5000;
export const ANIMATION_ETAPE_MS = 500;
export const RECHERCHE_DEBOUNCE_MS = 500;
export const HAUTEUR_TABLE_FORMULAIRE_PX = 350;
export const SELECTIONNEZ_UN_POSTE = 'Selectionez un poste';
export const ENTREZ_UNE_VALEUR_NUMERIQUE = 'Entrez une valeur numérique';
export const ENTRER_UNE_VALEUR_NUMERIQUE = 'Entrer une valeur numérique';
export const AJUSTEMENT_NON_MODIFIABLE =
  "Vous ne pouvez pas modifier cet ajustement, cette fiche n'est plus en cours de préparation";
export const EXPLICATION_TROP_COURTE = "L'explication doit compter au moins 5 mots";
export const OPERATION_OBLIGATOIRE = 'Ajoutez au moins une opération';
export const POSTE_EN_DOUBLE = 'Chaque poste ne figure qu’une fois par ajustement';
export const PREMIERE_FICHE_IMPOSSIBLE = "Impossible de créer la première fiche, l'usager n'est pas accueillis";
export const MODELE_AIM_MANQUANT = "Impossible de trouver un modele d'aim sur lequel se baser pour créer la fiche.";
export const MODELE_AIM_MANQUANT_EXCEPTION = 'ModeleAimManquantException';
export const AUCUN_ACCUEIL = 'Aucun accueil trouvé pour cet usager.';
export const PREFIXES_AJUSTEMENT: Partial<Record<PosteAimId, string>> = {
  EPARGNE: 'Epargne : ',
  DETTE: 'Dette : ',
};
