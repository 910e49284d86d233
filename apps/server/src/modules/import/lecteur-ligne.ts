import type { ImportErreur } from '@roulement/contract';
import type { Tableau } from './fichier';
import { ValeurInvalide } from './valeurs';

/** The header row is line 1, so the first data row is line 2, as the spreadsheet numbers it. */
const PREMIERE_LIGNE = 2;

/** Reads one cell of a line: null when it is empty or refused, the refusal noted on its line. */
export type LireCellule<C extends string> = <T>(colonne: C, lecture: (texte: string) => T) => T | null;

/**
 * Calls `lireLigne` on every data row with a cell reader that records each refused or missing
 * required cell; a line with an error is left out. A required column missing from the header is
 * one error, on line 1, and no line is read.
 */
export function lireLignes<C extends string, L>(
  tableau: Tableau,
  colonnes: readonly (string | null)[],
  requises: readonly C[],
  lireLigne: (lire: LireCellule<C>, ligne: number) => L | null,
): { lignes: L[]; erreurs: ImportErreur[] } {
  const manquantes = requises.filter((c) => !colonnes.includes(c));
  if (manquantes.length > 0) {
    const message = `Colonne obligatoire absente : ${manquantes.join(', ')}`;
    return { lignes: [], erreurs: [{ ligne: 1, colonne: manquantes[0] ?? null, message }] };
  }
  const index = new Map(colonnes.flatMap((c, i) => (c ? [[c, i] as const] : [])));
  const lignes: L[] = [];
  const erreurs: ImportErreur[] = [];
  tableau.lignes.forEach((cellules, i) => {
    const ligne = i + PREMIERE_LIGNE;
    let enErreur = false;
    const lire: LireCellule<C> = (colonne, lecture) => {
      const texte = cellules[index.get(colonne) ?? -1]?.trim() ?? '';
      if (texte === '') {
        if (requises.includes(colonne)) {
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
    const lue = lireLigne(lire, ligne);
    if (!enErreur && lue) lignes.push(lue);
  });
  return { lignes, erreurs };
}
