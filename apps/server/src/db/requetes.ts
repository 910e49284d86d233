import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** The node-postgres and PGlite drivers both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// The same casing as the clients (db/client.ts): schema columns in the SQL get their snake_case names.
const dialecte = new PgDialect({ casing: 'snake_case' });

/**
 * A hot read as one named statement whose text is built once. node-postgres parses and plans it
 * once per connection, and its rows come back as the driver reads them (columns aliased in the
 * SQL), with no per-field mapping: on the resident's history, drizzle's mapping and the rebuilding
 * of a prepared select in each transaction cost the server more than PostgreSQL's own work.
 * Parameters are `parametre(name)`; PGlite simply runs the statement.
 */
export function requetePreparee<Row>(nom: string, requete: SQL) {
  const { sql: texte, params } = dialecte.sqlToQuery(requete);
  return async (db: DbOrTx, valeurs: Record<string, unknown>): Promise<Row[]> =>
    rowsOf<Row>(await db._.session.prepareQuery({ sql: texte, params }, undefined, nom, false).execute(valeurs));
}

/** A prepared statement's parameter, given its value by name at each call. */
export type Parametre = ReturnType<typeof sql.placeholder>;
export const parametre = (nom: string): Parametre => sql.placeholder(nom);

/** A timestamp as `Date.toISOString()` writes it, for raw rows (their drivers answer it otherwise). */
export const isoUtc = (colonne: SQL) => sql`to_char(${colonne} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
