import { normaliserRecherche } from '@roulement/contract';
import { type AnyColumn, and, like, type SQL } from 'drizzle-orm';

const echapperLike = (mot: string) => mot.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The typed search on a normalised name column (`utilisateur.nom_recherche`): every word, accents
 * and case aside, in any order; `undefined` (no condition) for an empty search.
 */
export function nomContient(colonne: AnyColumn, recherche: string): SQL | undefined {
  const motifs = motifsDeRecherche(recherche);
  return motifs.length === 0 ? undefined : and(...motifs.map((motif) => like(colonne, motif)));
}

/** The same search as `like` patterns, for a prepared `like all(…)` (empty: no condition). */
export function motifsDeRecherche(recherche: string): string[] {
  return normaliserRecherche(recherche)
    .split(' ')
    .filter(Boolean)
    .map((mot) => `%${echapperLike(mot)}%`);
}
