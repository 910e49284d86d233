import { z } from 'zod';
import { DateSchema, IdSchema, PageQuerySchema, pageOf } from '../common/fields';

/** What a history row is about (docs/decisions/034-historique.md). */
export const ENTITES_HISTORIQUE = [
  'utilisateur',
  'delegation',
  'employe',
  'contrat',
  'conges',
  'conges_credit',
  'regle_conges',
  'regle_travail',
  'heure_credit',
  'service',
  'membre',
  'creneau',
  'modele_planning',
  'publication',
  'demande',
  'flux_calendrier',
  'abonnement_push',
  'association',
  'etablissement',
  'comptable',
  'dispositif',
  'usager',
  'accueil',
  'fiche_aim',
  'versement',
  'modele_aim',
  'astreinte',
  'offre',
] as const;
export type EntiteHistorique = (typeof ENTITES_HISTORIQUE)[number];

export const ACTIONS_HISTORIQUE = [
  'CREATION',
  'MODIFICATION',
  'SUPPRESSION',
  'PUBLICATION',
  'VALIDATION',
  'CREDIT',
  'LECTURE',
] as const;
export type ActionHistorique = (typeof ACTIONS_HISTORIQUE)[number];

export const LIBELLES_ENTITES_HISTORIQUE: Record<EntiteHistorique, string> = {
  utilisateur: 'Compte utilisateur',
  delegation: 'Délégation',
  employe: 'Employé',
  contrat: 'Contrat',
  conges: 'Congé',
  conges_credit: 'Crédit de congés',
  regle_conges: 'Règles de congés',
  regle_travail: 'Règles du temps de travail',
  heure_credit: "Crédit d'heures",
  service: 'Service',
  membre: 'Membre de service',
  creneau: 'Créneau',
  modele_planning: 'Modèle de planning',
  publication: 'Publication du modèle',
  demande: 'Demande',
  flux_calendrier: 'Adresse du calendrier',
  abonnement_push: 'Appareil notifié',
  association: 'Association',
  etablissement: 'Établissement',
  comptable: 'Comptable',
  dispositif: "Dispositif d'accueil",
  usager: 'Usager',
  accueil: "Accueil d'usager",
  fiche_aim: 'Fiche AIM',
  versement: 'Versement à un usager',
  modele_aim: "Modèle d'AIM",
  astreinte: "Planning d'astreinte",
  offre: 'Offre de remplacement',
};

export const LIBELLES_ACTIONS_HISTORIQUE: Record<ActionHistorique, string> = {
  CREATION: 'Création',
  MODIFICATION: 'Modification',
  SUPPRESSION: 'Suppression',
  PUBLICATION: 'Publication',
  VALIDATION: 'Validation',
  CREDIT: 'Crédit',
  LECTURE: 'Consultation',
};

/** A recorded field's value: history keeps plain values only, so that any row reads as text. */
export const ValeurHistoriqueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ValeurHistorique = z.infer<typeof ValeurHistoriqueSchema>;
export const ChampsHistoriqueSchema = z.record(z.string(), ValeurHistoriqueSchema);
export type ChampsHistorique = z.infer<typeof ChampsHistoriqueSchema>;

const PersonneSchema = z.object({ utilisateurId: z.number().int(), nomComplet: z.string() });

export const HistoriqueEntreeSchema = z.object({
  historiqueId: z.number().int(),
  date: z.string().describe('Instant du changement (ISO 8601)'),
  acteur: PersonneSchema.describe('Qui a agi'),
  pour: PersonneSchema.nullable().describe('Pour qui, sous une délégation'),
  entite: z.enum(ENTITES_HISTORIQUE),
  entiteId: z.number().int(),
  action: z.enum(ACTIONS_HISTORIQUE),
  avant: ChampsHistoriqueSchema.nullable().describe('Champs changés, avant (tous sur une suppression)'),
  apres: ChampsHistoriqueSchema.nullable().describe('Champs changés, après (tous sur une création)'),
});
export type HistoriqueEntree = z.infer<typeof HistoriqueEntreeSchema>;

export const HistoriqueQuerySchema = PageQuerySchema.extend({
  _entite: z.enum(ENTITES_HISTORIQUE, { error: 'Entité inconnue' }).optional().describe('Limiter à ce type'),
  _action: z.enum(ACTIONS_HISTORIQUE, { error: 'Action inconnue' }).optional().describe('Limiter à cette action'),
  _du: DateSchema.optional().describe('À partir de ce jour (inclus)'),
  _au: DateSchema.optional().describe("Jusqu'à ce jour (inclus)"),
}).refine((q) => !q._du || !q._au || q._du <= q._au, {
  error: 'La date de début doit précéder la date de fin',
  path: ['_au'],
});
export type HistoriqueQuery = z.infer<typeof HistoriqueQuerySchema>;

export const HistoriqueParamsSchema = z.object({ id: IdSchema.describe("Identifiant de l'employé") });

export const HistoriquePageSchema = pageOf(HistoriqueEntreeSchema);
export type HistoriquePage = z.infer<typeof HistoriquePageSchema>;
