import { MODES_DECOMPTE } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { demande } from './demande';
import { employe } from './employe';
import { association } from './etablissement';

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
    /** A credit of the accrual rules: the period it is for (`2026-11`, `2026-T4`, `2026-ANC`). */
    periode: text(),
    /** The rule version the credit was computed with, so that a balance explains every day. */
    regleCongesId: integer().references(() => regleConges.id),
  },
  (t) => [
    index().on(t.employeId, t.date),
    index().on(t.congesTypeId),
    index().on(t.regleCongesId),
    // Which employees already have a period: the simulation's 'already credited'.
    index('conges_credit_periode_index').on(t.congesTypeId, t.periode).where(sql`${t.periode} is not null`),
    // A period is credited once per employee and type, however many runs or processes try.
    uniqueIndex('conges_credit_periode_unique')
      .on(t.employeId, t.congesTypeId, t.periode)
      .where(sql`${t.periode} is not null`),
  ],
);

/**
 * An association's leave rules, versioned (decision 050): each version is in force from
 * `dateDebut` until the next one. Column defaults are the figures of DOMAIN.md (CCN 66).
 */
export const regleConges = pgTable(
  'regle_conges',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    associationId: integer()
      .notNull()
      .references(() => association.id, { onDelete: 'cascade' }),
    dateDebut: date({ mode: 'string' }).notNull(),
    joursParMois: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(2.5),
    joursParMoisMaladie: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(2),
    joursParPalierAnciennete: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(2),
    joursAncienneteMax: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(6),
    trimestreEte: smallint().notNull().default(3),
    joursTrimestrielsEducatif: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(6),
    joursTrimestrielsCadre: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(6),
    joursTrimestrielsParamedical: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(3),
    joursTrimestrielsAdministratif: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(3),
    joursTrimestrielsServicesGeneraux: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(3),
  },
  (t) => [uniqueIndex().on(t.associationId, t.dateDebut)],
);
