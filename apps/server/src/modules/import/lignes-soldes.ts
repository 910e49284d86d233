import type { ColonneSolde, ImportErreur } from '@roulement/contract';
import { normaliserEntete } from './colonnes';
import type { Tableau } from './fichier';
import { lireLignes } from './lecteur-ligne';
import { type EtablissementImport, trouverEtablissement } from './lignes-employes';
import type { TypeAvecSolde } from './soldes.lecture';
import { lireDate, lireNombre, lireTexte, ValeurInvalide } from './valeurs';

/** An opening balance once read: the employee is still a matricule, the plan finds them. */
export interface LigneSolde {
  ligne: number;
  matricule: string;
  etablissementId: number;
  etablissement: string;
  congesTypeId: number;
  type: string;
  nbJours: number;
  date: string;
  dateExpiration: string | null;
}

const REQUISES: ColonneSolde[] = ['Matricule', 'Établissement', 'Type de congé', 'Jours', 'Date de valeur'];

function trouverType(texte: string, types: TypeAvecSolde[]): TypeAvecSolde {
  const cle = normaliserEntete(texte);
  const type = types.find((t) => normaliserEntete(t.label) === cle || normaliserEntete(t.shortLabel) === cle);
  if (!type) {
    const connus = types.map((t) => t.shortLabel).join(', ');
    throw new ValeurInvalide(`Type de congé inconnu ou sans solde « ${texte} » (${connus})`);
  }
  return type;
}

/** Reads every line; a line with an error is reported and left out, the others go on to the plan. */
export function lireLignesSoldes(
  tableau: Tableau,
  colonnes: readonly (string | null)[],
  etablissements: EtablissementImport[],
  types: TypeAvecSolde[],
): { lignes: LigneSolde[]; erreurs: ImportErreur[] } {
  return lireLignes(tableau, colonnes, REQUISES, (lire, ligne) => {
    const matricule = lire('Matricule', (t) => lireTexte(t, 30, 'Matricule'));
    const etablissement = lire('Établissement', (t) => trouverEtablissement(t, etablissements));
    const type = lire('Type de congé', (t) => trouverType(t, types));
    const nbJours = lire('Jours', (t) => lireNombre(t, 'Jours'));
    const date = lire('Date de valeur', lireDate);
    const dateExpiration = lire("Date d'expiration", lireDate);
    if (!matricule || !etablissement || !type || nbJours === null || !date) return null;
    return {
      ligne,
      matricule,
      etablissementId: etablissement.etablissementId,
      etablissement: etablissement.raisonSociale,
      congesTypeId: type.congesTypeId,
      type: type.label,
      nbJours,
      date,
      dateExpiration,
    };
  });
}
