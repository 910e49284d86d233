import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { congesCredit, regleConges } from '../../../db/schema';
import { versionDe } from './regle-conges.repository';
import type { RegleConges } from './regles';

/** Every version of every association's rules: a handful of rows. */
export async function listReglesConges(db: DbOrTx): Promise<Map<number, RegleConges[]>> {
  const rows = await db.select().from(regleConges).orderBy(regleConges.associationId, regleConges.dateDebut);
  const parAssociation = new Map<number, RegleConges[]>();
  for (const r of rows) {
    parAssociation.set(r.associationId, [...(parAssociation.get(r.associationId) ?? []), versionDe(r)]);
  }
  return parAssociation;
}

/** Employees whose period is already in the ledger for this type. */
export async function listEmployesCredites(db: DbOrTx, congesTypeId: number, periode: string): Promise<Set<number>> {
  const rows = await db
    .select({ employeId: congesCredit.employeId })
    .from(congesCredit)
    .where(
      and(
        eq(congesCredit.congesTypeId, congesTypeId),
        isNotNull(congesCredit.periode),
        eq(congesCredit.periode, periode),
      ),
    );
  return new Set(rows.map((r) => r.employeId));
}

/**
 * Per employee, the sum of a type's credits of these periods and the rule version of the latest:
 * what the year's rounding rounds, and the rule it names.
 */
export async function sommerCreditsDesPeriodes(db: DbOrTx, congesTypeId: number, periodes: readonly string[]) {
  return db
    .select({
      employeId: congesCredit.employeId,
      total: sql<number>`sum(${congesCredit.nbJours})::float8`,
      regleCongesId: sql<
        number | null
      >`(array_agg(${congesCredit.regleCongesId} order by ${congesCredit.date} desc))[1]`,
    })
    .from(congesCredit)
    .where(and(eq(congesCredit.congesTypeId, congesTypeId), inArray(congesCredit.periode, [...periodes])))
    .groupBy(congesCredit.employeId);
}

export interface CreditDePeriode {
  employeId: number;
  nbJours: number;
  regleCongesId: number;
}

interface Commun {
  congesTypeId: number;
  periode: string;
  date: string;
  dateExpiration: string | null;
}

const LOT = 10_000;

/**
 * The period's credits in one statement per 10,000 employees (one array parameter per column):
 * a row already in the ledger, written by an earlier run or by a concurrent one that committed
 * first, is skipped by the unique index. Answers the rows written.
 */
export async function insertCreditsDePeriode(
  db: DbOrTx,
  commun: Commun,
  credits: readonly (CreditDePeriode & { commentaire: string })[],
) {
  const ecrits = [];
  for (let i = 0; i < credits.length; i += LOT) {
    const lot = credits.slice(i, i + LOT);
    // Drizzle's insert…select writes every column, the identity too: the unnest insert stays SQL,
    // its returned rows read through a typed select.
    const insertion = db
      .$with('ecrits', {
        employeId: congesCredit.employeId,
        nbJours: congesCredit.nbJours,
        // Always the `r` of its row, never null.
        regleCongesId: sql`${congesCredit.regleCongesId}`.mapWith(congesCredit.regleCongesId).as('regle_conges_id'),
      })
      .as(sql`
        insert into ${congesCredit} (employe_id, conges_type_id, date, nb_jours, exceptionnel, date_expiration, commentaire, periode, regle_conges_id)
        select e, ${commun.congesTypeId}, ${commun.date}::date, n, false, ${commun.dateExpiration}::date, c, ${commun.periode}, r
        from unnest(${sql.param(lot.map((c) => c.employeId))}::int[], ${sql.param(lot.map((c) => c.nbJours))}::numeric[], ${sql.param(lot.map((c) => c.regleCongesId))}::int[], ${sql.param(lot.map((c) => c.commentaire))}::text[]) as t(e, n, r, c)
        on conflict (employe_id, conges_type_id, periode) where periode is not null do nothing
        returning employe_id, nb_jours, regle_conges_id`);
    ecrits.push(...(await db.with(insertion).select().from(insertion)));
  }
  return ecrits;
}
