import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';
import { employe } from './employe';

export const association = pgTable('association', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  nom: text().notNull(),
  siren: text(),
  finessSiegeSocial: text(),
  extensionSiretSiegeSocial: text(),
});

export const etablissement = pgTable(
  'etablissement',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    associationId: integer()
      .notNull()
      .references(() => association.id),
    raisonSociale: text().notNull(),
    numeroFiness: text(),
    numeroSiret: text(),
    siegeSocialId: integer().references((): AnyPgColumn => etablissement.id),
    granulariteMinutes: integer().notNull().default(15),
    directeurId: integer().references((): AnyPgColumn => employe.id),
    aideIndividuelleMensuelle: boolean().notNull().default(false),
    exportPaye: boolean().notNull().default(false),
    /** Days a validation may wait before its validator gets the daily reminder e-mail. */
    relanceValidationJours: integer().notNull().default(3),
    /** CCN 66 annexe 10 (adult disability): no quarterly leave for its staff. */
    annexe10: boolean().notNull().default(false),
    /** The number callers dial in an emergency, forwarded to the on-call person (issue 13). */
    numeroUrgence: text(),
    /** When set, the /usagers screens send there instead of the built-in ones (issue 14). */
    urlApplicationUsagers: text(),
    /** Meal ranges in minutes since midnight; null when the establishment has not set them. */
    debutMidi: integer(),
    finMidi: integer(),
    debutSoir: integer(),
    finSoir: integer(),
  },
  (t) => [index().on(t.associationId), index().on(t.directeurId)],
);

export const etablissementComptable = pgTable(
  'etablissement_comptable',
  {
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id, { onDelete: 'cascade' }),
    utilisateurId: integer()
      .notNull()
      .references(() => utilisateur.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.etablissementId, t.utilisateurId] }), index().on(t.utilisateurId)],
);

/**
 * Accommodation schemes of an establishment. Deleting one only stops new admissions:
 * `supprimeLe` is set and the row stays, since residents' stays reference it.
 */
export const dispositif = pgTable(
  'dispositif',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id),
    libelle: text().notNull(),
    /** In days. */
    dureeMinimum: integer().notNull(),
    dureeMaximum: integer().notNull(),
    supprimeLe: date({ mode: 'string' }),
  },
  (t) => [
    index().on(t.etablissementId),
    check('dispositif_durees_positives', sql`${t.dureeMinimum} > 0 and ${t.dureeMaximum} >= ${t.dureeMinimum}`),
  ],
);
