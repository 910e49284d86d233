import { ACTIONS_HISTORIQUE, ENTITES_HISTORIQUE } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';
import { employe } from './employe';
import { etablissement } from './etablissement';
import { importJournal } from './import';

/**
 * The audit trail (ARCHITECTURE.md §3, decision 034): one row per change, written by
 * `lib/audit.ts` in the use case's transaction. Rows outlive the employee they concern
 * (employe_id set to null), so a deletion stays on the establishment's record.
 */
export const historique = pgTable(
  'historique',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    acteurId: integer()
      .notNull()
      .references(() => utilisateur.id),
    /** The validator on whose behalf the actor acted, under a delegation. */
    pourId: integer().references(() => utilisateur.id),
    date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    entite: text({ enum: ENTITES_HISTORIQUE }).notNull(),
    entiteId: integer().notNull(),
    action: text({ enum: ACTIONS_HISTORIQUE }).notNull(),
    /** Only the fields that changed (all of them on a deletion); null on a creation. */
    avant: jsonb().$type<Record<string, unknown>>(),
    apres: jsonb().$type<Record<string, unknown>>(),
    employeId: integer().references(() => employe.id, { onDelete: 'set null' }),
    etablissementId: integer().references(() => etablissement.id, { onDelete: 'cascade' }),
    /**
     * The import that wrote the row, its cause (décision 107). The import's transaction sets
     * `roulement.import` (transaction-local), so every kind's history rows carry it without
     * passing it down; elsewhere the setting is empty and the column null.
     */
    importId: integer()
      .references(() => importJournal.id)
      .default(sql`nullif(current_setting('roulement.import', true), '')::integer`),
  },
  (t) => [
    index().on(t.employeId, t.date.desc(), t.id.desc()),
    index().on(t.etablissementId, t.date.desc()),
    index().on(t.entite, t.entiteId),
    index().on(t.acteurId),
    index().on(t.pourId),
    index().on(t.importId),
  ],
);
