import { boolean, customType, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const utilisateur = pgTable('utilisateur', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  /** Lower-cased; the username. */
  email: text().notNull().unique(),
  genre: text({ enum: ['Mr', 'Mme'] }).notNull(),
  nom: text().notNull(),
  prenom: text().notNull(),
  /**
   * « prenom nom » through `normaliserRecherche` (no accents, lower case), written by the code
   * with every insert or change of the names: the employee search compares against it.
   */
  nomRecherche: text().notNull(),
  dateDeNaissance: date({ mode: 'string' }),
  telephonePro: text(),
  passwordHash: text().notNull(),
  /** The only role typed in by hand (DOMAIN.md): the global Administrateur. */
  administrateurGlobal: boolean().notNull().default(false),
  actif: boolean().notNull().default(true),
  supprimeLe: timestamp({ withTimezone: true, mode: 'date' }),
  creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /**
   * Signed into every token; a token of an older version is refused. Raised by a trigger when the
   * password, `actif` or `supprime_le` change, and by `revoquerJetons` when roles shrink.
   */
  jetonVersion: integer().notNull().default(1),
});

/** Sessions ended by a sign-out, kept until their token would have expired anyway. */
export const sessionTerminee = pgTable('session_terminee', {
  sessionId: text().primaryKey(),
  utilisateurId: integer()
    .notNull()
    .references(() => utilisateur.id, { onDelete: 'cascade' }),
  expireLe: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/** Single-use links to create the first Administrateur of an installation; only the hash is kept. */
export const lienPremierAdministrateur = pgTable('lien_premier_administrateur', {
  jetonHash: text().primaryKey(),
  expireLe: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  utiliseLe: timestamp({ withTimezone: true, mode: 'date' }),
  creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Avatars apart from the user row, so reading a user never loads the image. */
export const avatar = pgTable('avatar', {
  utilisateurId: integer()
    .primaryKey()
    .references(() => utilisateur.id, { onDelete: 'cascade' }),
  image: bytea().notNull(),
  modifieLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Settings of the installation itself (the signing secret when none is configured). */
export const parametreSysteme = pgTable('parametre_systeme', {
  cle: text().primaryKey(),
  valeur: text().notNull(),
});

export type UtilisateurRow = typeof utilisateur.$inferSelect;

/**
 * Single-use links sent by e-mail (an invitation to choose a first password, a forgotten password).
 * Only the SHA-256 of the link's token is kept: a copy of the database opens no account.
 */
export const lienUtilisateur = pgTable(
  'lien_utilisateur',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    utilisateurId: integer()
      .notNull()
      .references(() => utilisateur.id, { onDelete: 'cascade' }),
    type: text({ enum: ['INVITATION', 'REINITIALISATION'] }).notNull(),
    /** Hex SHA-256 of the token. */
    jetonHash: text().notNull().unique(),
    expireLe: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the link is used, or when a newer link or a new password makes it void. */
    utiliseLe: timestamp({ withTimezone: true, mode: 'date' }),
    creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.utilisateurId)],
);
