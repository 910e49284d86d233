import { normaliserRecherche } from '@roulement/contract';
import { type AnyColumn, and, like, type SQL } from 'drizzle-orm';

const echapperLike = (mot: string) => mot.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The typed search on a normalised name column (`utilisateur.nom_recherche`): every word, accents
 * and case aside, in any order; `undefined` (no condition) for an empty search.
 */
export function nomContient(colonne: AnyColumn, recherche: string): SQL | undefined {
  const mots = normaliserRecherche(recherche).split(' ').filter(Boolean);
  return mots.length === 0 ? undefined : and(...mots.map((mot) => like(colonne, `%${echapperLike(mot)}%`)));
}
