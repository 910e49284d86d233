import { PARTS_HEURES_COMPLEMENTAIRES } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { utilisateur } from './auth';
import { association } from './etablissement';

/**
 * An association's working-time rules, versioned like the leave rules (decision 050): each
 * version is in force from `dateDebut` until the next one. Minutes; the defaults are the Code du
 * travail and CCN 66 figures of docs/regles-du-travail.md.
 */
export const regleTravail = pgTable(
  'regle_travail',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    associationId: integer()
      .notNull()
      .references(() => association.id, { onDelete: 'cascade' }),
    dateDebut: date({ mode: 'string' }).notNull(),
    reposQuotidien: integer().notNull().default(660),
    reposQuotidienDerogatoire: integer().notNull().default(540),
    travailJourMax: integer().notNull().default(600),
    travailJourMaxDerogatoire: integer().notNull().default(720),
    travailSemaineMax: integer().notNull().default(2880),
    moyenneDouzeSemainesMax: integer().notNull().default(2640),
    reposHebdomadaire: integer().notNull().default(2100),
    joursConsecutifsMax: integer().notNull().default(6),
    partHeuresComplementaires: text({ enum: PARTS_HEURES_COMPLEMENTAIRES }).notNull().default('DIXIEME'),
  },
  (t) => [
    uniqueIndex().on(t.associationId, t.dateDebut),
    check(
      'regle_travail_bornes',
      sql`${t.reposQuotidienDerogatoire} <= ${t.reposQuotidien} and ${t.travailJourMax} <= ${t.travailJourMaxDerogatoire}
        and ${t.joursConsecutifsMax} between 1 and 13`,
    ),
  ],
);

/** A user's profile setting: offered the slots of the association's other establishments. */
export const preferenceRemplacement = pgTable('preference_remplacement', {
  utilisateurId: integer()
    .primaryKey()
    .references(() => utilisateur.id, { onDelete: 'cascade' }),
  autresEtablissements: boolean().notNull().default(false),
});
