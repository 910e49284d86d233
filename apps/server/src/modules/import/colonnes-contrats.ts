import { COLONNES_CONTRATS, type ColonneContrat } from '@roulement/contract';
import { reconnaitreColonnes, type Variantes } from './colonnes';

/** Headers seen in payroll and HR exports, besides the template's own. */
const VARIANTES: Variantes<ColonneContrat> = {
  Matricule: ['numero de matricule', 'n matricule', 'matricule paie', 'matricule salarie', 'id paie'],
  Établissement: ['etablissement employeur', 'site', 'structure', 'raison sociale'],
  'Type de contrat': ['type', 'nature du contrat', 'nature contrat', 'contrat'],
  Métier: ['emploi', 'poste', 'fonction', 'qualification', 'intitule du poste'],
  'Heures hebdomadaires': ['heures', 'heures hebdo', 'duree hebdomadaire', 'temps de travail', 'horaire hebdomadaire'],
  'Date de début': ['debut', 'date debut', 'date d entree', 'date entree', 'debut du contrat', 'date d embauche'],
  'Date de fin': ['fin', 'date fin', 'date de sortie', 'date sortie', 'fin du contrat'],
  Cadre: ['statut cadre', 'est cadre'],
  "Jours d'astreinte annuels": ['astreintes', 'jours d astreinte', 'nombre de jours d astreinte'],
  'Matricule du remplacé': ['matricule remplace', 'remplace', 'salarie remplace', 'matricule de la personne remplacee'],
};

export const reconnaitreContrats = (entetes: string[]) => reconnaitreColonnes(entetes, COLONNES_CONTRATS, VARIANTES);
