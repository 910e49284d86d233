import { MOYENS_DE_PAIEMENT, PERIODICITES_AIM, STATUTS_FICHE_AIM, TYPES_MOUVEMENT } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';
import { demande } from './demande';
import { dispositif, etablissement } from './etablissement';
import { service } from './service';

/** Money: numeric(12,2), read as strings and added in SQL or in cents, never as floats. */
const montant = () => numeric({ precision: 12, scale: 2 });

/** Aid items (reference data, rows in the migration): the code is the id the API speaks. */
export const posteAim = pgTable('poste_aim', {
  id: text().primaryKey(),
  libelle: text().notNull(),
  periodicite: text({ enum: PERIODICITES_AIM }).notNull(),
  icone: text().notNull(),
  ordre: smallint().notNull(),
});

/** A resident of one establishment; never listed in another one's. */
export const usager = pgTable(
  'usager',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id),
    nom: text().notNull(),
    prenom: text().notNull(),
    genre: text({ enum: ['M', 'F', 'AUTRE'] })
      .notNull()
      .default('AUTRE'),
    /** The establishment's file number: what an import finds the resident again by (decision 112). */
    numeroDossier: text(),
    dateNaissance: date({ mode: 'string' }),
  },
  (t) => [
    index().on(t.etablissementId, t.nom, t.prenom),
    uniqueIndex('usager_numero_dossier_unique')
      .on(t.etablissementId, t.numeroDossier)
      .where(sql`${t.numeroDossier} is not null`),
  ],
);

/** A stay in a service; `dateFin` null means open. */
export const accueil = pgTable(
  'accueil',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    usagerId: integer()
      .notNull()
      .references(() => usager.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    dispositifId: integer().references(() => dispositif.id),
    dateDebut: date({ mode: 'string' }).notNull(),
    dateFin: date({ mode: 'string' }),
  },
  (t) => [
    index().on(t.usagerId, t.dateDebut),
    index().on(t.serviceId),
    check('accueil_periode', sql`${t.dateFin} is null or ${t.dateDebut} <= ${t.dateFin}`),
  ],
);

/** A service's AIM model: the default budget of each aid item, in display order. */
export const modeleAimLigne = pgTable(
  'modele_aim_ligne',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer()
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    posteAimId: text()
      .notNull()
      .references(() => posteAim.id),
    budget: montant().notNull(),
    ordre: integer().notNull(),
  },
  (t) => [unique().on(t.serviceId, t.posteAimId), check('modele_aim_budget_positif', sql`${t.budget} > 0`)],
);

/** One sheet per resident and month: the unique constraint is what makes concurrent creations safe. */
export const ficheAim = pgTable(
  'fiche_aim',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    usagerId: integer()
      .notNull()
      .references(() => usager.id, { onDelete: 'cascade' }),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id),
    serviceId: integer()
      .notNull()
      .references(() => service.id),
    annee: smallint().notNull(),
    mois: smallint().notNull(),
    statut: text({ enum: STATUTS_FICHE_AIM }).notNull().default('EN_PREPARATION'),
    creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The sheet's summary, written only by the triggers of migration 0022 when its lines or
     * operations change: its lines' items in order, and the sum of their positive final amounts.
     */
    postes: text().array().notNull().default(sql`'{}'`),
    total: montant().notNull().default('0'),
  },
  (t) => [
    unique('fiche_aim_usager_mois').on(t.usagerId, t.annee, t.mois),
    index().on(t.serviceId),
    check('fiche_aim_mois', sql`${t.mois} between 1 and 12`),
  ],
);

export const ficheAimLigne = pgTable(
  'fiche_aim_ligne',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ficheAimId: integer()
      .notNull()
      .references(() => ficheAim.id, { onDelete: 'cascade' }),
    posteAimId: text()
      .notNull()
      .references(() => posteAim.id),
    montantInitial: montant().notNull(),
    ordre: integer().notNull(),
  },
  // The second index holds every column the sheets' summaries read: an index-only scan (issue 14).
  (t) => [unique().on(t.ficheAimId, t.posteAimId), index().on(t.ficheAimId, t.posteAimId, t.ordre, t.montantInitial)],
);

export const ajustement = pgTable(
  'ajustement',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ficheAimId: integer()
      .notNull()
      .references(() => ficheAim.id, { onDelete: 'cascade' }),
    explication: text().notNull(),
    auteurId: integer().references(() => utilisateur.id, { onDelete: 'set null' }),
    creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ficheAimId)],
);

/** One operation per aid item and adjustment. */
export const operationAim = pgTable(
  'operation_aim',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ajustementId: integer()
      .notNull()
      .references(() => ajustement.id, { onDelete: 'cascade' }),
    posteAimId: text()
      .notNull()
      .references(() => posteAim.id),
    montant: montant().notNull(),
  },
  (t) => [unique().on(t.ajustementId, t.posteAimId), index().on(t.ajustementId, t.posteAimId, t.montant)],
);

/** Payload of a 'Fiches AIM' request: the sheet it asks to validate. */
export const demandeFicheAim = pgTable(
  'demande_fiche_aim',
  {
    demandeId: integer()
      .primaryKey()
      .references(() => demande.id, { onDelete: 'cascade' }),
    ficheAimId: integer()
      .notNull()
      .references(() => ficheAim.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.ficheAimId, t.demandeId)],
);

/** A payout on one date; declared paid when `verseLe` is set. */
export const versement = pgTable(
  'versement',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    usagerId: integer()
      .notNull()
      .references(() => usager.id, { onDelete: 'cascade' }),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id),
    ficheAimId: integer()
      .notNull()
      .references(() => ficheAim.id, { onDelete: 'cascade' }),
    accueilId: integer().references(() => accueil.id, { onDelete: 'set null' }),
    dateDeVersement: date({ mode: 'string' }).notNull(),
    moyenDePaiement: text({ enum: MOYENS_DE_PAIEMENT }).notNull().default('ESPECE'),
    verseLe: timestamp({ withTimezone: true, mode: 'date' }),
    creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ficheAimId), index().on(t.usagerId, t.dateDeVersement)],
);

export const versementLigne = pgTable(
  'versement_ligne',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    versementId: integer()
      .notNull()
      .references(() => versement.id, { onDelete: 'cascade' }),
    posteAimId: text()
      .notNull()
      .references(() => posteAim.id),
    montant: montant().notNull(),
  },
  (t) => [unique().on(t.versementId, t.posteAimId), check('versement_ligne_positif', sql`${t.montant} > 0`)],
);

/**
 * A resident's account: CREANCE (validated sheet), DETTE, VERSEMENT (payout declared, negative).
 * Balances are sums of these rows per aid item.
 */
export const mouvement = pgTable(
  'mouvement',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    usagerId: integer()
      .notNull()
      .references(() => usager.id, { onDelete: 'cascade' }),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id),
    posteAimId: text()
      .notNull()
      .references(() => posteAim.id),
    type: text({ enum: TYPES_MOUVEMENT }).notNull(),
    dateApplication: date({ mode: 'string' }).notNull(),
    montant: montant().notNull(),
    ficheAimId: integer().references(() => ficheAim.id, { onDelete: 'cascade' }),
    versementId: integer().references(() => versement.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.usagerId, t.etablissementId, t.dateApplication),
    // A sheet's entitlement on an item is written once, however many validations race.
    unique('mouvement_fiche_poste').on(t.ficheAimId, t.posteAimId, t.type),
    unique('mouvement_versement_poste').on(t.versementId, t.posteAimId),
  ],
);
