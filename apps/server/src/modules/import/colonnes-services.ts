import { COLONNES_SERVICES, type ColonneService } from '@roulement/contract';
import { reconnaitreColonnes, type Variantes } from './colonnes';

/** Headers seen in HR spreadsheets of teams, besides the template's own. */
const VARIANTES: Variantes<ColonneService> = {
  Établissement: ['etablissement employeur', 'site', 'structure', 'raison sociale'],
  Service: ['nom du service', 'equipe', 'unite', 'pole'],
  'Matricule du chef de service': ['chef de service', 'matricule chef', 'matricule du chef', 'responsable'],
  'Matricule du membre': ['matricule', 'membre', 'matricule salarie', 'numero de matricule'],
  'Heures hebdomadaires': ['heures', 'heures par semaine', 'heures semaine', 'heures hebdo', 'temps de travail'],
  Couleur: ['couleur du planning', 'couleur planning'],
};

export const reconnaitreServices = (entetes: string[]) => reconnaitreColonnes(entetes, COLONNES_SERVICES, VARIANTES);
