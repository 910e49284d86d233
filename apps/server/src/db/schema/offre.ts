import { REPONSES_OFFRE, STATUTS_OFFRE } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';
import { employe } from './employe';
import { etablissement } from './etablissement';
import { creneau } from './planning';
import { service } from './service';

/**
 * An offer of slots to cover sent to candidates (issue 27, decision 114). Its row is what an
 * acceptance locks: the first one changes the status, the others find it no longer open.
 */
export const offre = pgTable(
  'offre',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id, { onDelete: 'cascade' }),
    envoyeurId: integer()
      .notNull()
      .references(() => utilisateur.id),
    statut: text({ enum: STATUTS_OFFRE }).notNull().default('EN_COURS'),
    envoyeeLe: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expireLe: timestamp({ withTimezone: true }).notNull(),
    message: text(),
    /** The service's setting when it was sent: an acceptance waits for the head's confirmation. */
    confirmationRequise: boolean().notNull(),
  },
  (t) => [
    index().on(t.etablissementId, t.envoyeeLe),
    // The expiry job reads the open offers only.
    index().on(t.expireLe).where(sql`${t.statut} in ('EN_COURS', 'A_CONFIRMER')`),
  ],
);

/**
 * A slot of an offer. `ouverte` follows the offer's status so that a constraint can say it: a slot
 * is in one open offer at most, and so is never given twice.
 */
export const offreCreneau = pgTable(
  'offre_creneau',
  {
    offreId: integer()
      .notNull()
      .references(() => offre.id, { onDelete: 'cascade' }),
    creneauId: integer()
      .notNull()
      .references(() => creneau.id, { onDelete: 'cascade' }),
    ouverte: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.offreId, t.creneauId] }),
    uniqueIndex('offre_creneau_une_ouverte').on(t.creneauId).where(sql`${t.ouverte}`),
  ],
);

/** A candidate an offer was sent to, and their answer. One acceptance per offer, by constraint. */
export const offreDestinataire = pgTable(
  'offre_destinataire',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    offreId: integer()
      .notNull()
      .references(() => offre.id, { onDelete: 'cascade' }),
    employeId: integer()
      .notNull()
      .references(() => employe.id, { onDelete: 'cascade' }),
    reponse: text({ enum: REPONSES_OFFRE }),
    vueLe: timestamp({ withTimezone: true }),
    repondueLe: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.offreId, t.employeId),
    index().on(t.employeId),
    uniqueIndex('offre_une_acceptation').on(t.offreId).where(sql`${t.reponse} = 'ACCEPTEE'`),
    check('offre_reponse_datee', sql`(${t.reponse} is null) = (${t.repondueLe} is null)`),
  ],
);

/** Per service: an acceptance waits for the head's confirmation (absent row = assigned at once). */
export const reglageOffres = pgTable('reglage_offres', {
  serviceId: integer()
    .primaryKey()
    .references(() => service.id, { onDelete: 'cascade' }),
  confirmerAcceptations: boolean().notNull(),
});
