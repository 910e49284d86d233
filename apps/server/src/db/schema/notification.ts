import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';

/**
 * A device that receives Web Push notifications (issue 25). The endpoint identifies the browser:
 * when another user subscribes it on the same browser, the row moves to that user.
 */
export const abonnementPush = pgTable(
  'abonnement_push',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    utilisateurId: integer()
      .notNull()
      .references(() => utilisateur.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    appareil: text(),
    /** The chosen events' keys (`EVENEMENTS_PUSH`). */
    evenements: jsonb().$type<string[]>().notNull(),
    creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // A user's devices: the profile's list, and the devices an event goes to.
  (t) => [index('abonnement_push_utilisateur').on(t.utilisateurId)],
);

/**
 * The push outbox, beside `mail_sortant` and with the same life (decision 040): written in the
 * transaction of the change it tells about, sent after commit, retried on the mails' delays.
 * Only a title and a link: a push service never sees a name or a date.
 */
export const pushSortant = pgTable(
  'push_sortant',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    abonnementId: integer()
      .notNull()
      .references(() => abonnementPush.id, { onDelete: 'cascade' }),
    titre: text().notNull(),
    lien: text().notNull(),
    creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    statut: text({ enum: ['A_ENVOYER', 'ENVOYE', 'ECHEC'] })
      .notNull()
      .default('A_ENVOYER'),
    tentatives: integer().notNull().default(0),
    prochainEssai: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    envoyeLe: timestamp({ withTimezone: true, mode: 'date' }),
    derniereErreur: text(),
  },
  (t) => [
    index('push_sortant_a_envoyer').on(t.prochainEssai).where(sql`${t.statut} = 'A_ENVOYER'`),
    index('push_sortant_abonnement').on(t.abonnementId),
  ],
);
