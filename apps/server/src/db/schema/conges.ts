import { MODES_DECOMPTE } from '@roulement/contract';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { demande } from './demande';
import { employe } from './employe';

/** Leave types are data (DOMAIN.md): ids 1–7 come with the reference-data migration. */
export const congesType = pgTable('conges_type', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  label: text().notNull(),
  shortLabel: text().notNull(),
  couleur: text().notNull(),
  avecSolde: boolean().notNull().default(false),
  chevauchementAutorise: boolean().notNull().default(false),
  demiJourneeAutorisee: boolean().notNull().default(false),
  modeDecompte: text({ enum: MODES_DECOMPTE }).notNull().default('OUVRES'),
});

export const conges = pgTable(
  'conges',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    employeId: integer()
      .notNull()
      .references(() => employe.id, { onDelete: 'cascade' }),
    congesTypeId: integer()
      .notNull()
      .references(() => congesType.id),
    dateDebut: date({ mode: 'string' }).notNull(),
    dateFin: date({ mode: 'string' }).notNull(),
    /** 0 full day, 1 morning, 2 afternoon. */
    demiJournee: integer().notNull().default(0),
    /** Days counted by the type's mode when the leave was written (kept: holidays and modes may change). */
    nbJours: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
    dateDemande: date({ mode: 'string' }),
    /** The request the leave comes from (accepted leave request). */
    demandeCongesId: integer().references((): AnyPgColumn => demande.id, { onDelete: 'set null' }),
    commentaire: text(),
  },
  (t) => [
    index().on(t.employeId, t.dateDebut),
    index().on(t.dateDebut, t.dateFin),
    index().on(t.congesTypeId),
    // An accepted request creates its leave once, however many validators accept at the same time.
    uniqueIndex('conges_demande_unique').on(t.demandeCongesId),
  ],
);

/** The ledger of a balance: credits (> 0) and debits (< 0), with optional expiry (DOMAIN.md). */
export const congesCredit = pgTable(
  'conges_credit',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    employeId: integer()
      .notNull()
      .references(() => employe.id, { onDelete: 'cascade' }),
    congesTypeId: integer()
      .notNull()
      .references(() => congesType.id),
    date: date({ mode: 'string' }).notNull(),
    nbJours: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
    exceptionnel: boolean().notNull().default(true),
    dateExpiration: date({ mode: 'string' }),
    commentaire: text(),
  },
  (t) => [index().on(t.employeId, t.date), index().on(t.congesTypeId)],
);
