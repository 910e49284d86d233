import { ACTIONS_HISTORIQUE, ENTITES_HISTORIQUE } from '@roulement/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';
import { employe } from './employe';
import { etablissement } from './etablissement';

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
  },
  (t) => [
    index().on(t.employeId, t.date.desc(), t.id.desc()),
    index().on(t.etablissementId, t.date.desc()),
    index().on(t.entite, t.entiteId),
    index().on(t.acteurId),
    index().on(t.pourId),
  ],
);
