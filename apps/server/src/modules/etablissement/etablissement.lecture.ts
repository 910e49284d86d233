import type { Etablissement } from '@roulement/contract';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employe, etablissement, utilisateur } from '../../db/schema';
import { etablissementColumns } from './etablissement.repository';

/** The director's columns, read beside the establishment's (spec §3: « directeur (an employee) »). */
export const colonnesDirecteur = {
  directeurId: etablissement.directeurId,
  directeurUtilisateurId: employe.utilisateurId,
  directeurNomComplet: sql<string | null>`${utilisateur.prenom} || ' ' || ${utilisateur.nom}`,
};

interface LigneDirecteur {
  directeurId: number | null;
  directeurUtilisateurId: number | null;
  directeurNomComplet: string | null;
}

/** The row without its director's columns, and the director as the contract names it. */
export function avecDirecteur<T extends LigneDirecteur>(row: T) {
  const { directeurId, directeurUtilisateurId, directeurNomComplet, ...reste } = row;
  const directeur =
    directeurId !== null && directeurUtilisateurId !== null
      ? { employeId: directeurId, utilisateurId: directeurUtilisateurId, nomComplet: directeurNomComplet ?? '' }
      : null;
  return { ...reste, directeur };
}

/**
 * The establishments, each with its director, sorted by id: all of them, or those with these
 * ids and those whose head office is one of them.
 */
export async function listEtablissementsAvecDirecteur(db: DbOrTx, ids?: number[]): Promise<Etablissement[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({ ...etablissementColumns, ...colonnesDirecteur })
    .from(etablissement)
    .leftJoin(employe, eq(employe.id, etablissement.directeurId))
    .leftJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(ids ? or(inArray(etablissement.id, ids), inArray(etablissement.siegeSocialId, ids)) : undefined)
    .orderBy(asc(etablissement.id));
  return rows.map(avecDirecteur);
}
