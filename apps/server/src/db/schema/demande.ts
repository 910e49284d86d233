import { TYPES_DEMANDE, TYPES_RECUPERATION_EVALUEE } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';
import { congesType } from './conges';
import { employe } from './employe';
import { etablissement } from './etablissement';
import { membre, service } from './service';

/**
 * A request (spec §3, DOMAIN.md). `etablissementId`, `dateDebut` and `dateFin` are copied from the
 * type's payload so that the lists filter and sort without joining the payload tables.
 */
export const demande = pgTable(
  'demande',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    type: text({ enum: TYPES_DEMANDE }).notNull(),
    /** 1 En attente, 2 Acceptée, 3 Refusée, 4 Annulée. */
    statutId: integer().notNull().default(1),
    employeId: integer()
      .notNull()
      .references(() => employe.id, { onDelete: 'cascade' }),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id),
    createurId: integer().references(() => utilisateur.id, { onDelete: 'set null' }),
    dateDemande: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dateDebut: date({ mode: 'string' }).notNull(),
    dateFin: date({ mode: 'string' }).notNull(),
    commentaire: text(),
    /** Set when the status leaves 1. */
    dateDecision: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * The request's summary counts (spec §2.7 list items): written only by the triggers of
     * migration 0023, after every change to its validations or comments, so that the lists read
     * them instead of counting for each request.
     */
    nbValidationsAcceptees: integer().notNull().default(0),
    nbValidationsEnAttente: integer().notNull().default(0),
    nbValidationsRefusees: integer().notNull().default(0),
    nbCommentaires: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.employeId, t.id),
    index().on(t.createurId, t.id),
    index().on(t.etablissementId, t.statutId),
    check('demande_statut', sql`${t.statutId} between 1 and 4`),
    check('demande_periode', sql`${t.dateDebut} <= ${t.dateFin}`),
  ],
);

/** Payload of a leave request. */
export const demandeConges = pgTable('demande_conges', {
  demandeId: integer()
    .primaryKey()
    .references(() => demande.id, { onDelete: 'cascade' }),
  congesTypeId: integer()
    .notNull()
    .references(() => congesType.id),
  dateDebut: date({ mode: 'string' }).notNull(),
  dateFin: date({ mode: 'string' }).notNull(),
  demiJournee: integer().notNull().default(0),
  nbJours: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
});

/** Payload of an overtime request: one range of extra hours on one day of one membership. */
export const demandeHeuresSupp = pgTable(
  'demande_heures_supp',
  {
    demandeId: integer()
      .primaryKey()
      .references(() => demande.id, { onDelete: 'cascade' }),
    membreId: integer()
      .notNull()
      .references(() => membre.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    heureDebut: integer().notNull(),
    heureFin: integer().notNull(),
    /** The work slot the extra hours extend, when there is one; no foreign key: the slot may go. */
    creneauId: integer(),
  },
  (t) => [
    index().on(t.membreId),
    check(
      'demande_heures_supp_heures',
      sql`${t.heureDebut} >= 0 and ${t.heureDebut} < ${t.heureFin} and ${t.heureFin} <= 1440`,
    ),
  ],
);

/** Payload of a recovery request: a period, and the work found in it when it was evaluated. */
export const demandeRecuperation = pgTable(
  'demande_recuperation',
  {
    demandeId: integer()
      .primaryKey()
      .references(() => demande.id, { onDelete: 'cascade' }),
    membreId: integer()
      .notNull()
      .references(() => membre.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    dateDebut: date({ mode: 'string' }).notNull(),
    heureDebut: integer().notNull(),
    dateFin: date({ mode: 'string' }).notNull(),
    heureFin: integer().notNull(),
  },
  (t) => [index().on(t.membreId)],
);

export const demandeRecuperationLigne = pgTable(
  'demande_recuperation_ligne',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    demandeId: integer()
      .notNull()
      .references(() => demandeRecuperation.demandeId, { onDelete: 'cascade' }),
    type: text({ enum: TYPES_RECUPERATION_EVALUEE }).notNull(),
    date: date({ mode: 'string' }).notNull(),
    heureDebut: integer().notNull(),
    heureFin: integer().notNull(),
    /** The slot the recovery is taken from; no foreign key: the slot may go. */
    creneauId: integer(),
  },
  (t) => [
    index().on(t.demandeId),
    check(
      'demande_recuperation_ligne_heures',
      sql`${t.heureDebut} >= 0 and ${t.heureDebut} < ${t.heureFin} and ${t.heureFin} <= 1440`,
    ),
  ],
);

/**
 * One node of a request's validation tree, stored with the request so that a later change of head
 * or director does not rewrite history. `authority` names a role (`DIRECTEUR_3`,
 * `CHEF_DE_SERVICE_12`) or an e-mail.
 */
export const validation = pgTable(
  'validation',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    demandeId: integer()
      .notNull()
      .references(() => demande.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => validation.id, { onDelete: 'cascade' }),
    authority: text().notNull(),
    /** null pending, true accepted, false refused. */
    accepte: boolean(),
    /** Who acted; for a child decided by its parent, the parent's actor. */
    valideParId: integer().references(() => utilisateur.id, { onDelete: 'set null' }),
    /** The validator the actor stood in for, through a delegation. */
    pourId: integer().references(() => utilisateur.id, { onDelete: 'set null' }),
    dateValidation: timestamp({ withTimezone: true, mode: 'date' }),
    /** Set when the pending validation's reminder was last e-mailed (daily reminder job). */
    relanceeLe: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index().on(t.demandeId),
    index().on(t.parentId),
    // 'À valider', its badge and the reminders look up pending validations by authority.
    index('validation_en_attente_authority').on(t.authority, t.demandeId).where(sql`${t.accepte} is null`),
  ],
);

export const commentaireDemande = pgTable(
  'commentaire_demande',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    demandeId: integer()
      .notNull()
      .references(() => demande.id, { onDelete: 'cascade' }),
    auteurId: integer().references(() => utilisateur.id, { onDelete: 'set null' }),
    commentaire: text().notNull(),
    instantPublication: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    supprime: boolean().notNull().default(false),
  },
  (t) => [index().on(t.demandeId)],
);

/**
 * A validator lets a colleague of the same establishment act on the validations addressed to them
 * during a period (both days included).
 */
export const delegation = pgTable(
  'delegation',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    delegantId: integer()
      .notNull()
      .references(() => utilisateur.id, { onDelete: 'cascade' }),
    delegataireId: integer()
      .notNull()
      .references(() => utilisateur.id, { onDelete: 'cascade' }),
    etablissementId: integer()
      .notNull()
      .references(() => etablissement.id, { onDelete: 'cascade' }),
    dateDebut: date({ mode: 'string' }).notNull(),
    dateFin: date({ mode: 'string' }).notNull(),
    creeLe: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revoqueeLe: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index().on(t.delegataireId),
    index().on(t.delegantId),
    check('delegation_soi_meme', sql`${t.delegantId} <> ${t.delegataireId}`),
    check('delegation_periode', sql`${t.dateDebut} <= ${t.dateFin}`),
  ],
);
