import { getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

/** The columns of a table's row, all optional: what a builder's caller may state. */
export type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/**
 * Inserts rows a chunk at a time and answers what each chunk returned: one statement per chunk
 * keeps the bulk seed fast while staying under PostgreSQL's 65,535 bound parameters.
 */
export async function insererEnLots<T, R>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<readonly R[]>,
  taille = 1000,
): Promise<R[]> {
  const resultats: R[] = [];
  for (let i = 0; i < rows.length; i += taille) resultats.push(...(await insert(rows.slice(i, i + taille))));
  return resultats;
}

/** A column's name in the database: the schema names columns by their keys, in snake_case. */
const nomEnBase = (c: AnyPgColumn) => (c.keyAsName ? c.name.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`) : c.name);

/**
 * Inserts rows with one array parameter per column (`insert … select * from unnest(…)`) and
 * answers their primary keys in row order. Drizzle builds a multi-row VALUES in time that grows
 * with its parameters (over a second for 30,000): the bulk seed's 100,000 request rows spent most
 * of their time there. A column left undefined in a row is written null: state those with a
 * default.
 */
export async function insererParColonnes<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly Insert<T>[],
  taille = 20_000,
): Promise<number[]> {
  const toutes = getTableColumns(table);
  const cle = Object.values(toutes).find((c) => c.primary)!;
  const colonnes = Object.entries(toutes).filter(([k]) =>
    rows.some((r) => (r as Record<string, unknown>)[k] !== undefined),
  );
  const noms = sql.join(
    colonnes.map(([, c]) => sql.identifier(nomEnBase(c))),
    sql`, `,
  );
  return insererEnLots(
    rows,
    async (chunk) => {
      const tableaux = colonnes.map(([k, c]) => {
        const valeurs = chunk.map((r) => {
          const v = (r as Record<string, unknown>)[k];
          return v instanceof Date ? v.toISOString() : (v ?? null);
        });
        return sql`${sql.param(valeurs)}::${sql.raw(c.getSQLType())}[]`;
      });
      const resultat = await db.execute(
        sql`insert into ${table} (${noms}) select * from unnest(${sql.join(tableaux, sql`, `)}) returning ${sql.identifier(nomEnBase(cle))} as id`,
      );
      return (resultat as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    },
    taille,
  );
}
