import { COLONNES_EMPLOYES, type ColonneEmploye } from '@roulement/contract';
import { reconnaitreColonnes, type Variantes } from './colonnes';

/** Headers seen in payroll and HR exports, besides the template's own. */
const VARIANTES: Variantes<ColonneEmploye> = {
  Civilité: ['civ', 'genre', 'titre', 'sexe'],
  Nom: ['nom de famille', 'nom usuel', 'nom salarie', 'nom naissance'],
  Prénom: ['prenom salarie', 'prenom usuel'],
  'E-mail': ['email', 'mail', 'courriel', 'adresse e-mail', 'adresse mail', 'adresse electronique'],
  'Date de naissance': ['naissance', 'ne le', 'nee le', 'date naissance'],
  'Téléphone professionnel': ['telephone', 'tel', 'tel pro', 'portable professionnel', 'mobile professionnel'],
  Matricule: ['numero de matricule', 'n matricule', 'matricule paie', 'matricule salarie', 'id paie'],
  Établissement: ['etablissement employeur', 'site', 'structure', 'raison sociale'],
};

export const reconnaitreEmployes = (entetes: string[]) => reconnaitreColonnes(entetes, COLONNES_EMPLOYES, VARIANTES);
