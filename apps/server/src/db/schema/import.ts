import type { ImportRapport } from '@roulement/contract';
import { SORTES_IMPORT } from '@roulement/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';

/**
 * The « Imports » journal (décision 107): one row per applied import, written in the import's own
 * transaction; a dry run or a refused file leaves none. The history rows the import writes point
 * to it (historique.import_id).
 */
export const importJournal = pgTable(
  'import_journal',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    auteurId: integer()
      .notNull()
      .references(() => utilisateur.id),
    sorte: text({ enum: SORTES_IMPORT }).notNull(),
    fichier: text().notNull(),
    /** The establishments of the rows written, read back from the import's history rows. */
    etablissementIds: integer().array().notNull(),
    creations: integer().notNull(),
    modifications: integer().notNull(),
    inchanges: integer().notNull(),
    erreurs: integer().notNull(),
    rapport: jsonb().$type<ImportRapport>().notNull(),
  },
  (t) => [index().on(t.date.desc()), index('import_journal_etablissements_idx').using('gin', t.etablissementIds)],
);
