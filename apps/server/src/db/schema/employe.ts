import { RAISONS_CREDIT_HEURES } from '@roulement/contract';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';
import { etablissement } from './etablissement';

export const employe = pgTable(
  'employe',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    utilisateurId: integer()
      .notNull()
      .references(() => utilisateur.id),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id),
    emailPro: text(),
    delegueDuPersonnel: boolean().notNull().default(false),
    administrateur: boolean().notNull().default(false),
    soldeRecupInitial: integer().notNull().default(0),
    dateEntreeAnciennete: date({ mode: 'string' }),
    /** The payroll number, the key of a re-import (docs/decisions/096-matricule-et-import.md). */
    matricule: text(),
  },
  (t) => [
    uniqueIndex().on(t.utilisateurId, t.etablissementId),
    index().on(t.etablissementId),
    uniqueIndex().on(t.etablissementId, t.matricule),
  ],
);

export const contratType = pgTable('contrat_type', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  acronyme: text().notNull(),
  libelle: text().notNull(),
  eligibleRemplacement: boolean().notNull().default(false),
});

export const metier = pgTable('metier', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  libelle: text().notNull().unique(),
  /** CCN 66 category that decides quarterly leave (educatif, administratif, ...). */
  categorie: text().notNull().default('educatif'),
});

export const contrat = pgTable(
  'contrat',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    employeId: integer()
      .notNull()
      .references(() => employe.id, { onDelete: 'cascade' }),
    contratTypeId: integer()
      .notNull()
      .references(() => contratType.id),
    metierId: integer()
      .notNull()
      .references(() => metier.id),
    heuresHebdo: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    dateDebut: date({ mode: 'string' }).notNull(),
    dateFin: date({ mode: 'string' }),
    cadre: boolean().notNull().default(false),
    nbJoursAstreintesAnnuels: integer().notNull().default(0),
    // The replacement contract stays when the replaced employee is deleted; only the link goes.
    remplaceEmployeId: integer().references(() => employe.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.employeId, t.dateDebut), index().on(t.remplaceEmployeId)],
);

/** Hours credits (> 0) and debits (< 0) of the recovery balance, in minutes (DOMAIN.md, Hours). */
export const heureCredit = pgTable(
  'heure_credit',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    employeId: integer()
      .notNull()
      .references(() => employe.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    minutes: integer().notNull(),
    raison: text({ enum: RAISONS_CREDIT_HEURES }).notNull(),
    commentaire: text(),
  },
  (t) => [index().on(t.employeId, t.date)],
);
