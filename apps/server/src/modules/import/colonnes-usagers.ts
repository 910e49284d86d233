import { COLONNES_USAGERS, type ColonneUsager } from '@roulement/contract';
import { reconnaitreColonnes, type Variantes } from './colonnes';

/** Headers seen in residents' files of care software, besides the template's own. */
const VARIANTES: Variantes<ColonneUsager> = {
  'Numéro de dossier': ['dossier', 'n dossier', 'numero dossier', 'numero d usager', 'identifiant', 'id usager'],
  Établissement: ['etablissement d accueil', 'site', 'structure', 'raison sociale'],
  Civilité: ['genre', 'sexe', 'titre'],
  Nom: ['nom de famille', 'nom d usage', 'nom de naissance'],
  Prénom: ['prenoms'],
  'Date de naissance': ['naissance', 'ne le', 'ne e le', 'date naissance'],
  "Service d'accueil": ['service', 'unite', 'pole', 'groupe de vie', 'lieu de vie'],
  "Date de début d'accueil": [
    'date d entree',
    'entree',
    'date d admission',
    'admission',
    'debut d accueil',
    'date de debut',
  ],
  "Date de fin d'accueil": ['date de sortie', 'sortie', 'fin d accueil', 'date de fin'],
};

export const reconnaitreUsagers = (entetes: string[]) => reconnaitreColonnes(entetes, COLONNES_USAGERS, VARIANTES);
