import { TYPES_CRENEAU } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';
import { membre, service } from './service';

/** Where a slot comes from: a published template (replaced by the next publication) or a person. */
export const ORIGINES_CRENEAU = ['MODELE', 'MANUEL'] as const;

/**
 * One row per slot (DOMAIN.md Planning): minutes since midnight, end exclusive, up to 1440; a
 * night over midnight is two slots. `serviceId` repeats the member's service so that a week of a
 * service is one index range.
 */
export const creneau = pgTable(
  'creneau',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer()
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    membreId: integer()
      .notNull()
      .references(() => membre.id, { onDelete: 'cascade' }),
    type: text({ enum: TYPES_CRENEAU }).notNull(),
    date: date({ mode: 'string' }).notNull(),
    heureDebut: integer().notNull(),
    heureFin: integer().notNull(),
    /** The replaced slot of a CreneauDeRemplacement: the replacement goes with it. */
    remplaceId: integer().references((): AnyPgColumn => creneau.id, { onDelete: 'cascade' }),
    /** The work slot an overtime or recovery part belongs to (creneauTriId): it goes with it. */
    origineCreneauId: integer().references((): AnyPgColumn => creneau.id, { onDelete: 'cascade' }),
    nePasRemplacer: boolean().notNull().default(false),
    labelFormation: text(),
    origine: text({ enum: ORIGINES_CRENEAU }).notNull().default('MANUEL'),
  },
  (t) => [
    index().on(t.serviceId, t.date),
    index().on(t.membreId, t.date),
    // Partial: most slots replace nothing and come from no other slot; the cascades look up
    // non-null ids only, and a publication writes thousands of rows without touching these.
    index().on(t.remplaceId).where(sql`${t.remplaceId} is not null`),
    index().on(t.origineCreneauId).where(sql`${t.origineCreneauId} is not null`),
    check('creneau_heures', sql`${t.heureDebut} >= 0 and ${t.heureDebut} < ${t.heureFin} and ${t.heureFin} <= 1440`),
  ],
);

/** Rest days, written by publication from the template's rest days. */
export const jourDeRepos = pgTable(
  'jour_de_repos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer()
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    membreId: integer()
      .notNull()
      .references(() => membre.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    demiJour: boolean().notNull().default(false),
  },
  (t) => [index().on(t.serviceId, t.date), index().on(t.membreId, t.date)],
);

/** One template per service; its weeks are 1..nbSemaines (parts refer to them by ordre). */
export const modelePlanning = pgTable('modele_planning', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  serviceId: integer()
    .notNull()
    .unique()
    .references(() => service.id, { onDelete: 'cascade' }),
  nbSemaines: integer().notNull().default(1),
});

export const modeleCreneau = pgTable(
  'modele_creneau',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    modeleId: integer()
      .notNull()
      .references(() => modelePlanning.id, { onDelete: 'cascade' }),
    ordreSemaine: integer().notNull(),
    jourId: integer().notNull(),
    heureDebut: integer().notNull(),
    heureFin: integer().notNull(),
    membreId: integer()
      .notNull()
      .references(() => membre.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index().on(t.modeleId, t.ordreSemaine),
    index().on(t.membreId),
    check(
      'modele_creneau_heures',
      sql`${t.heureDebut} >= 0 and ${t.heureDebut} < ${t.heureFin} and ${t.heureFin} <= 1440 and ${t.jourId} between 1 and 7`,
    ),
  ],
);

// No unique index on (modele, ordre, jour, membre): deleting a week shifts the later ones by one
// in a single UPDATE, which a non-deferrable unique index may refuse mid-statement. The service
// keeps one rest day per member and day.
export const modeleJourDeRepos = pgTable(
  'modele_jour_de_repos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    modeleId: integer()
      .notNull()
      .references(() => modelePlanning.id, { onDelete: 'cascade' }),
    ordreSemaine: integer().notNull(),
    jourId: integer().notNull(),
    membreId: integer()
      .notNull()
      .references(() => membre.id, { onDelete: 'cascade' }),
    demiJour: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.modeleId, t.ordreSemaine),
    index().on(t.membreId),
    check('modele_jour_de_repos_jour', sql`${t.jourId} between 1 and 7`),
  ],
);

/**
 * A publication in force: the template applied from a Monday, week `debutCycle` first, written
 * up to `dateHorizon` (the weekly job moves it to the end of the next calendar year).
 */
export const publicationModele = pgTable(
  'publication_modele',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer()
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    modeleId: integer()
      .notNull()
      .references(() => modelePlanning.id, { onDelete: 'cascade' }),
    dateMiseEnApplication: date({ mode: 'string' }).notNull(),
    debutCycle: integer().notNull(),
    dateHorizon: date({ mode: 'string' }).notNull(),
    publieLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    publieParId: integer().references(() => utilisateur.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.serviceId, t.dateMiseEnApplication), index().on(t.modeleId)],
);
