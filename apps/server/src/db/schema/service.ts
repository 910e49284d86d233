import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { employe } from './employe';
import { etablissement } from './etablissement';

export const service = pgTable(
  'service',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id),
    nom: text().notNull(),
    chefDeServiceId: integer().references(() => employe.id),
    heuresSurJoursFeriesAutomatiques: boolean().notNull().default(false),
    validationAutonome: boolean().notNull().default(false),
    dateFermeture: date({ mode: 'string' }),
    dateDernierExportElementsPaye: date({ mode: 'string' }),
  },
  (t) => [index().on(t.etablissementId), index().on(t.chefDeServiceId)],
);

export const membre = pgTable(
  'membre',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer()
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    employeId: integer()
      .notNull()
      .references(() => employe.id, { onDelete: 'cascade' }),
    couleur: text().notNull().default('#EEEEEE'),
    heuresHebdo: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Last day in the service of a replaced or removed member who keeps past slots (planning history). */
    dateFin: date({ mode: 'string' }),
  },
  (t) => [
    index().on(t.serviceId),
    index().on(t.employeId),
    // One current membership per employee and service: a replaced or removed member keeps their
    // row (date_fin set) beside a later one, never two open ones.
    uniqueIndex('membre_actif_unique').on(t.serviceId, t.employeId).where(sql`${t.dateFin} is null`),
  ],
);
