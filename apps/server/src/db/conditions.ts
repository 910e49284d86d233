import { TYPES_CRENEAU_EFFECTIFS } from '@roulement/contract';
import { type AnyColumn, and, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Parametre } from './requetes';
import { creneau } from './schema';

// Rules that the read models of several domains apply to their rows, written once so that a
// payroll file, a meal count, a budget and an attendance sheet cannot drift apart.

/** A day: an ISO date or a prepared statement's parameter. */
type Jour = string | Parametre;

/** A slot of a type that counts as presence (DOMAIN.md: meals, pay, budget, attendance). */
export const creneauEffectif = inArray(creneau.type, [...TYPES_CRENEAU_EFFECTIFS]);

/** Not over before `jour`: a contract, a membership or a service without an end date runs on. */
export const enCoursLe = (fin: AnyColumn, jour: Jour): SQL => or(isNull(fin), gte(fin, jour))!;

/**
 * The period meets [du, au], both days included. An end the schema lets empty is an open one; a
 * required end (leave) cannot be empty and is only compared.
 */
export const rencontre = (periode: { dateDebut: AnyColumn; dateFin: AnyColumn }, du: Jour, au: Jour): SQL =>
  and(lte(periode.dateDebut, au), periode.dateFin.notNull ? gte(periode.dateFin, du) : enCoursLe(periode.dateFin, du))!;
