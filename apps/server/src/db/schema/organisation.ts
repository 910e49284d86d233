import { RAISONS_CREDIT_HEURES } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { utilisateur } from './utilisateur';

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
  },
  (t) => [index().on(t.associationId), index().on(t.directeurId)],
);

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
  },
  (t) => [uniqueIndex().on(t.utilisateurId, t.etablissementId), index().on(t.etablissementId)],
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
