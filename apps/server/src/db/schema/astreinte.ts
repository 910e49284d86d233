import { STATUTS_REDIRECTION } from '@roulement/contract';
import { date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { employe } from './employe';
import { etablissement } from './etablissement';

/**
 * The on-call roster (DOMAIN.md, On-call): one person per establishment and day. Publication
 * and edits overwrite rows; the unique key is what makes two concurrent writers collide
 * instead of both landing.
 */
export const astreinte = pgTable(
  'astreinte',
  {
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id, { onDelete: 'cascade' }),
    jour: date({ mode: 'string' }).notNull(),
    employeId: integer()
      .notNull()
      .references(() => employe.id, { onDelete: 'cascade' }),
  },
  (t) => [unique().on(t.etablissementId, t.jour), index().on(t.employeId, t.jour)],
);

/**
 * What was asked of the telephony provider: the journal provider only records it, the
 * webhook one records the outcome (attempts, last error) so a failure is shown, never lost.
 */
export const redirectionAstreinte = pgTable(
  'redirection_astreinte',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id, { onDelete: 'cascade' }),
    numeroUrgence: text().notNull(),
    numeroDeRenvoi: text().notNull(),
    employeId: integer().references(() => employe.id, { onDelete: 'set null' }),
    debut: date({ mode: 'string' }).notNull(),
    fin: date({ mode: 'string' }).notNull(),
    fournisseur: text().notNull(),
    statut: text({ enum: STATUTS_REDIRECTION }).notNull(),
    erreur: text(),
    tentatives: integer().notNull().default(0),
    demandeeLe: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.etablissementId, t.demandeeLe.desc(), t.id.desc()), index().on(t.employeId)],
);
