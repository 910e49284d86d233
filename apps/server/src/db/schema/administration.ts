import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';

/** Roles derived from data (DOMAIN.md), rewritten with the data they come from. */
export const roleUtilisateur = pgTable(
  'role_utilisateur',
  {
    utilisateurId: integer()
      .notNull()
      .references(() => utilisateur.id, { onDelete: 'cascade' }),
    role: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.utilisateurId, t.role] }), index().on(t.role)],
);

/** Mail kept when no SMTP server is configured, and the trace of what was sent. */
export const mailSortant = pgTable('mail_sortant', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  destinataire: text().notNull(),
  sujet: text().notNull(),
  corps: text().notNull(),
  transport: text({ enum: ['smtp', 'outbox'] }).notNull(),
  creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
