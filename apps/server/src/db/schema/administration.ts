import { sql } from 'drizzle-orm';
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
export const mailSortant = pgTable(
  'mail_sortant',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    destinataire: text().notNull(),
    sujet: text().notNull(),
    corps: text().notNull(),
    transport: text({ enum: ['smtp', 'outbox'] }).notNull(),
    creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The outbox: a mail is written in the transaction of the change it tells about, and sent after
     * commit by the mail worker. `A_ENVOYER` waits for `prochainEssai`; `ENVOYE` is done; `ECHEC`
     * gave up after the last retry.
     */
    statut: text({ enum: ['A_ENVOYER', 'ENVOYE', 'ECHEC'] })
      .notNull()
      .default('A_ENVOYER'),
    tentatives: integer().notNull().default(0),
    prochainEssai: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    envoyeLe: timestamp({ withTimezone: true, mode: 'date' }),
    derniereErreur: text(),
  },
  (t) => [index('mail_sortant_a_envoyer').on(t.prochainEssai).where(sql`${t.statut} = 'A_ENVOYER'`)],
);
