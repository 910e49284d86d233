import { z } from 'zod';
import { DateSchema, IdSchema, texteLibre } from '../common/fields';
import { IdObligatoireSchema, INFORMATION_OBLIGATOIRE_FORMULAIRE } from '../planning/planning.fields';
import { MembreSchema } from './membre.schemas';

/**
 * Service 0 (spec §2.7) is not a stored service: it stands for the whole staff of an
 * establishment, built by the web from GET /membre/etablissement/{id} (decision 020).
 */
export const SERVICE_TOUS_LES_EMPLOYES = 0;
export const NOM_SERVICE_TOUS_LES_EMPLOYES = 'Tous les employés';

export const ChefDeServiceSchema = z.object({
  employeId: z.number().int(),
  utilisateurId: z.number().int(),
  nomComplet: z.string(),
});

export const ServiceEtablissementSchema = z.object({
  etablissementId: z.number().int(),
  raisonSociale: z.string(),
  siegeSocialId: z.number().int().nullable(),
  granulariteMinutes: z.number().int(),
  aideIndividuelleMensuelle: z.boolean(),
});

/** An item of the services list: the name and 'Dirigé par {head}'. */
export const ServiceResumeSchema = z.object({
  serviceId: z.number().int(),
  nom: z.string(),
  chefDeService: ChefDeServiceSchema.nullable().describe('Dirigé par'),
  etablissement: ServiceEtablissementSchema,
  dateFermeture: z.string().nullable().describe('Fermé après cette date'),
});
export type ServiceResume = z.infer<typeof ServiceResumeSchema>;

/** What the signed-in user may do with the service (spec §2.7 and §6), decided by the server. */
export const ServiceAbilitiesSchema = z.object({
  administrer: z.boolean().describe("Onglet Administration (chef du service ou administrateur de l'établissement)"),
  renommer: z.boolean(),
  changerChef: z.boolean(),
  fermer: z.boolean().describe("Administrateur de l'établissement"),
  supprimer: z.boolean().describe("Administrateur de l'établissement"),
  modifierJoursFeriesAuto: z.boolean(),
  modifierValidationAutonome: z.boolean().describe("Directeur de l'établissement"),
  gererMembres: z.boolean().describe('Ajouter, modifier, remplacer, supprimer un membre'),
  voirFicheEmploye: z.boolean().describe("Lien vers la fiche employé (administrateur de l'établissement)"),
  poserConges: z
    .boolean()
    .describe("Poser un congé à un membre (chef de service ou administrateur de l'établissement)"),
  voirConges: z.boolean().describe('Onglet Tableau des congés'),
  voirAim: z.boolean().describe('Onglet Aide Indiv. Mensuelle'),
  exportPaye: z.boolean(),
  voirPlanning: z.boolean(),
  modifierPlanning: z.boolean().describe('Modèle, créneaux, heures supplémentaires, formations'),
  publierDansLePasse: z.boolean(),
});
export type ServiceAbilities = z.infer<typeof ServiceAbilitiesSchema>;

export const ServiceSchema = ServiceResumeSchema.extend({
  heuresSurJoursFeriesAutomatiques: z.boolean(),
  validationAutonome: z.boolean(),
  dateDernierExportElementsPaye: z.string().nullable(),
  membres: z.array(MembreSchema).describe('Membres actuels, triés par nom'),
  abilities: ServiceAbilitiesSchema,
});
export type Service = z.infer<typeof ServiceSchema>;

const NOM_OBLIGATOIRE = 'Le nom du service est obligatoire';
const nomDeService = (message: string) =>
  z
    .string({ error: message })
    .pipe(texteLibre(100))
    .pipe(z.string().min(1, { error: message }));

export const ServiceCreationBodySchema = z.object({
  nom: nomDeService(NOM_OBLIGATOIRE).describe('Nom du service'),
  chefDeServiceId: IdObligatoireSchema.describe('Employé chef du service'),
  etablissementId: IdObligatoireSchema.describe('Établissement'),
});
export type ServiceCreationBody = z.input<typeof ServiceCreationBodySchema>;

export const ServiceRenommerBodySchema = z.object({ nouveauNom: nomDeService(NOM_OBLIGATOIRE) });
export const ServiceChefBodySchema = z.object({ chefDeServiceId: IdObligatoireSchema.describe('Nouveau chef') });
export const ServiceJoursFeriesBodySchema = z.object({
  heuresSurJoursFeriesAutomatiques: z.boolean({ error: INFORMATION_OBLIGATOIRE_FORMULAIRE }),
});
export const ServiceValidationAutonomeBodySchema = z.object({
  validationAutonome: z.boolean({ error: INFORMATION_OBLIGATOIRE_FORMULAIRE }),
});
export const ServiceFermerBodySchema = z.object({
  idDuServiceAFermer: IdObligatoireSchema,
  dateDeFermeture: z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', { error: INFORMATION_OBLIGATOIRE_FORMULAIRE })
    .pipe(DateSchema)
    .describe('Dernier jour du service : tout le travail planifié après est supprimé'),
});
export type ServiceFermerBody = z.input<typeof ServiceFermerBodySchema>;

export const ServiceParamsSchema = z.object({ serviceId: IdSchema });
export const EtablissementParamsSchema = z.object({ etablissementId: IdSchema });
export const ServiceRechercheQuerySchema = z.object({
  _search: texteLibre(100).default('').describe('Nom du service (sans accents ni casse)'),
});

/** Spec §5: deleting a service asks to type its name; the warning lists what is lost. */
export const AVERTISSEMENT_SUPPRESSION_SERVICE =
  'Toutes les données liées à ce service (modèles de planning, historique des plannings, heures supplémentaires, récupérations) seront perdues de manière irréversible.';
