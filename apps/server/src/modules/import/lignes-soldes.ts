import type { ColonneSolde, ImportErreur } from '@roulement/contract';
import { normaliserEntete } from './colonnes';
import type { Tableau } from './fichier';
import { lireLignes } from './lecteur-ligne';
import { type EtablissementImport, trouverEtablissement } from './lignes-employes';
import type { TypeAvecSolde } from './soldes.lecture';
import { lireDate, lireNombre, lireTexte, ValeurInvalide } from './valeurs';

interface LigneSoldeCommune {
  ligne: number;
  matricule: string;
  etablissementId: number;
  etablissement: string;
  date: string;
}

/** An opening balance once read: leave in days, or recovery in hours; the plan finds the employee. */
export type LigneSolde = LigneSoldeCommune &
  (
    | { sorte: 'JOURS'; congesTypeId: number; type: string; nbJours: number; dateExpiration: string | null }
    | { sorte: 'HEURES'; type: string; minutes: number }
  );

/** The recovery hours' line, beside the leave types with a balance (decision 111). */
export const RECUPERATION = 'Récupération';
const NOMS_RECUPERATION = new Set(['recuperation', 'recup', 'heures de recuperation', 'heures', 'rtt heures']);

const REQUISES: ColonneSolde[] = ['Matricule', 'Établissement', 'Type de congé', 'Date de valeur'];

function trouverType(texte: string, types: TypeAvecSolde[]): TypeAvecSolde | typeof RECUPERATION {
  const cle = normaliserEntete(texte);
  if (NOMS_RECUPERATION.has(cle)) return RECUPERATION;
  const type = types.find((t) => normaliserEntete(t.label) === cle || normaliserEntete(t.shortLabel) === cle);
  if (!type) {
    const connus = [...types.map((t) => t.shortLabel), RECUPERATION].join(', ');
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
  const erreursDeQuantite: ImportErreur[] = [];
  const lues = lireLignes(tableau, colonnes, REQUISES, (lire, ligne) => {
    const matricule = lire('Matricule', (t) => lireTexte(t, 30, 'Matricule'));
    const etablissement = lire('Établissement', (t) => trouverEtablissement(t, etablissements));
    const type = lire('Type de congé', (t) => trouverType(t, types));
    const nbJours = lire('Jours', (t) => lireNombre(t, 'Jours'));
    const heures = lire('Heures', (t) => lireNombre(t, 'Heures'));
    // An unreadable quantity is already reported; only an empty one is « obligatoire ».
    const vide = (colonne: ColonneSolde) => lire(colonne, (t) => t) === null;
    const date = lire('Date de valeur', lireDate);
    const dateExpiration = lire("Date d'expiration", lireDate);
    if (!matricule || !etablissement || !type || !date) return null;
    const commun = {
      ligne,
      matricule,
      etablissementId: etablissement.etablissementId,
      etablissement: etablissement.raisonSociale,
      date,
    };
    // A leave type counts days, the recovery hours: the other quantity's cell stays empty.
    const manque = (colonne: ColonneSolde, message: string) => {
      erreursDeQuantite.push({ ligne, colonne, message });
      return null;
    };
    if (type === RECUPERATION) {
      if (heures === null) return vide('Heures') ? manque('Heures', 'Heures obligatoires pour la récupération') : null;
      return { ...commun, sorte: 'HEURES' as const, type: RECUPERATION, minutes: Math.round(heures * 60) };
    }
    if (nbJours === null) return vide('Jours') ? manque('Jours', `Jours obligatoires pour ${type.label}`) : null;
    return {
      ...commun,
      sorte: 'JOURS' as const,
      congesTypeId: type.congesTypeId,
      type: type.label,
      nbJours,
      dateExpiration,
    };
  });
  return { lignes: lues.lignes, erreurs: [...lues.erreurs, ...erreursDeQuantite].sort((a, b) => a.ligne - b.ligne) };
}
