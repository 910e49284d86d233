import type { ColonneEmploye, ImportErreur } from '@roulement/contract';
import { normaliserEntete } from './colonnes';
import type { Tableau } from './fichier';
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
  /** The actor may declare employees there (canGererEmployes). */
  administre: boolean;
}

const REQUISES: ColonneEmploye[] = ['Civilité', 'Nom', 'Prénom', 'E-mail', 'Matricule', 'Établissement'];

/** The header row is line 1, so the first data row is line 2, as the spreadsheet numbers it. */
const PREMIERE_LIGNE = 2;

function trouverEtablissement(texte: string, etablissements: EtablissementImport[]): EtablissementImport {
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

/**
 * Reads every line; a line with an error is reported and left out, the others go on to the
 * plan. A required column missing from the header is one error, on line 1.
 */
export function lireLignesEmployes(
  tableau: Tableau,
  colonnes: readonly (string | null)[],
  etablissements: EtablissementImport[],
): { lignes: LigneEmploye[]; erreurs: ImportErreur[] } {
  const manquantes = REQUISES.filter((c) => !colonnes.includes(c));
  if (manquantes.length > 0) {
    const message = `Colonne obligatoire absente : ${manquantes.join(', ')}`;
    return { lignes: [], erreurs: [{ ligne: 1, colonne: manquantes[0] ?? null, message }] };
  }
  const index = new Map(colonnes.flatMap((c, i) => (c ? [[c, i] as const] : [])));
  const lignes: LigneEmploye[] = [];
  const erreurs: ImportErreur[] = [];
  tableau.lignes.forEach((cellules, i) => {
    const ligne = i + PREMIERE_LIGNE;
    let enErreur = false;
    const lire = <T>(colonne: ColonneEmploye, lecture: (texte: string) => T): T | null => {
      const texte = cellules[index.get(colonne) ?? -1]?.trim() ?? '';
      if (texte === '') {
        if (REQUISES.includes(colonne)) {
          erreurs.push({ ligne, colonne, message: `${colonne} obligatoire` });
          enErreur = true;
        }
        return null;
      }
      try {
        return lecture(texte);
      } catch (error) {
        if (!(error instanceof ValeurInvalide)) throw error;
        erreurs.push({ ligne, colonne, message: error.message });
        enErreur = true;
        return null;
      }
    };
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
    if (enErreur || !genre || !nom || !prenom || !email || !matricule || !etablissement) return;
    lignes.push({
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
    });
  });
  return { lignes, erreurs };
}
