import type { ImportRapport } from '@roulement/contract';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Feuille } from './modele';

/** The uploaded file and, when the user mapped the columns by hand, their mapping. */
export interface FichierImport {
  nom: string;
  octets: Buffer;
  /** One entry per header: a column of the kind's template, or null for an ignored header. */
  colonnes: (string | null)[] | undefined;
}

/**
 * One kind of import (décision 104): what the wizard needs to read, preview, apply and export it.
 * The kind's own files hold its line reader and its pure planner; these functions join them.
 */
export interface SorteImportServeur {
  colonnes: readonly string[];
  reconnaitre(entetes: string[]): (string | null)[];
  modele: Feuille;
  /** The dry run: says what each line would do and writes nothing. */
  apercu(ctx: AppContext, actor: Actor, fichier: FichierImport): Promise<ImportRapport>;
  /**
   * The whole file in one transaction, or nothing when a line has an error. It runs inside the
   * journal's transaction (décision 107); `cause` (« Import du 28/11/2026 (fichier.csv) ») goes
   * into the history rows it writes.
   */
  appliquer(ctx: AppContext, actor: Actor, fichier: FichierImport, cause: string): Promise<ImportRapport>;
  /** Today's data in the template's shape, so the file can be imported back. */
  exporter(db: DbOrTx, actor: Actor): Promise<Feuille>;
}
