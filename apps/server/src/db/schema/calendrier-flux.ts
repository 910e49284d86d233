import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';

/**
 * The private calendar feed of a user (decision 053): one per user. The URL's token is an HMAC of
 * `graine` under the server's signing secret, so the profile can show it again; only its SHA-256
 * is kept for the lookup, and a copy of the database alone rebuilds no URL (with JWT_SECRET set).
 * Regenerating writes a new seed and a new hash: the old URL stops at once.
 */
export const fluxCalendrier = pgTable('flux_calendrier', {
  utilisateurId: integer()
    .primaryKey()
    .references(() => utilisateur.id, { onDelete: 'cascade' }),
  /** 256 random bits, base64url. */
  graine: text().notNull(),
  /** Hex SHA-256 of the URL's token. */
  jetonHash: text().notNull().unique(),
  creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
