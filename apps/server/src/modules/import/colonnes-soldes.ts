import { COLONNES_SOLDES, type ColonneSolde } from '@roulement/contract';
import { reconnaitreColonnes, type Variantes } from './colonnes';

/** Headers seen in payroll and HR exports, besides the template's own. */
const VARIANTES: Variantes<ColonneSolde> = {
  Matricule: ['numero de matricule', 'n matricule', 'matricule paie', 'matricule salarie', 'id paie'],
  Établissement: ['etablissement employeur', 'site', 'structure', 'raison sociale'],
  'Type de congé': ['type', 'type de conges', 'conge', 'conges', 'compteur', 'code absence'],
  Jours: ['nombre de jours', 'nb jours', 'solde', 'solde en jours', 'jours acquis', 'reliquat'],
  Heures: ['nombre d heures', 'nb heures', 'solde en heures', 'heures de recuperation', 'compteur d heures'],
  'Date de valeur': ['date', 'date d effet', 'au', 'date du solde', 'date de reprise'],
  "Date d'expiration": ['expiration', 'expire le', 'date limite', 'a prendre avant le'],
};

export const reconnaitreSoldes = (entetes: string[]) => reconnaitreColonnes(entetes, COLONNES_SOLDES, VARIANTES);
