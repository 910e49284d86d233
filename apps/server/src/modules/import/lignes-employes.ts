import type { ColonneEmploye, ImportErreur } from '@roulement/contract';
import { normaliserEntete } from './colonnes';
import type { Tableau } from './fichier';
import { lireLignes } from './lecteur-ligne';
import { lireCivilite, lireDate, lireEmail, lireTelephone, lireTexte, ValeurInvalide } from './valeurs';

/** An employee line once read: the values as the database stores them. */
export interface LigneEmploye {
  ligne: number;
  genre: 'Mr' | 'Mme';
  nom: string;
  prenom: string;
  email: string;
  dateDeNaissance: string | null;
  telephonePro: string | null;
  matricule: string;
  etablissementId: number;
  etablissement: string;
}

export interface EtablissementImport {
  etablissementId: number;
  raisonSociale: string;
  siegeSocialId: number | null;
  /** The actor may declare employees there (canGererEmployes). */
  administre: boolean;
}

const REQUISES: ColonneEmploye[] = ['Civilité', 'Nom', 'Prénom', 'E-mail', 'Matricule', 'Établissement'];

export function trouverEtablissement(texte: string, etablissements: EtablissementImport[]): EtablissementImport {
  const cle = normaliserEntete(texte);
  const trouve = etablissements.find(
    (e) => normaliserEntete(e.raisonSociale) === cle || String(e.etablissementId) === texte,
  );
  // One message for unknown and out of scope: the file must not reveal what exists elsewhere.
  if (!trouve) throw new ValeurInvalide(`Établissement inconnu ou hors de votre périmètre « ${texte} »`);
  if (!trouve.administre)
    throw new ValeurInvalide(`Vous n'administrez pas l'établissement « ${trouve.raisonSociale} »`);
  return trouve;
}

/** Reads the employees' lines (lecteur-ligne.ts); a line with an error is left out of the plan. */
export function lireLignesEmployes(
  tableau: Tableau,
  colonnes: readonly (string | null)[],
  etablissements: EtablissementImport[],
): { lignes: LigneEmploye[]; erreurs: ImportErreur[] } {
  return lireLignes<ColonneEmploye, LigneEmploye>(tableau, colonnes, REQUISES, (lire, ligne) => {
    const valeurs = {
      genre: lire('Civilité', lireCivilite),
      nom: lire('Nom', (t) => lireTexte(t, 100, 'Nom')),
      prenom: lire('Prénom', (t) => lireTexte(t, 100, 'Prénom')),
      email: lire('E-mail', lireEmail),
      dateDeNaissance: lire('Date de naissance', lireDate),
      telephonePro: lire('Téléphone professionnel', lireTelephone),
      matricule: lire('Matricule', (t) => lireTexte(t, 30, 'Matricule')),
      etablissement: lire('Établissement', (t) => trouverEtablissement(t, etablissements)),
    };
    const { genre, nom, prenom, email, matricule, etablissement } = valeurs;
    if (!genre || !nom || !prenom || !email || !matricule || !etablissement) return null;
    return {
      ligne,
      genre,
      nom,
      prenom,
      email,
      dateDeNaissance: valeurs.dateDeNaissance,
      telephonePro: valeurs.telephonePro,
      matricule,
      etablissementId: etablissement.etablissementId,
      etablissement: etablissement.raisonSociale,
    };
  });
}
