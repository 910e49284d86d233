import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either a database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** The node-postgres pool, for work that needs one connection (advisory locks). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

// Dates and timestamps stay strings/Date as the schema says; `date` columns must not become
// JavaScript Dates in UTC (off by one day around midnight in Paris).
pg.types.setTypeParser(1082, (v) => v);

/** `logger` sees every query Drizzle sends (tests count them). */
export function connectPostgres(url: string, max = 10, logger?: Logger): Database {
  // Short OLTP queries: JIT compilation (triggered by cost estimates) costs more than it saves.
  // The working set is in memory or on SSD: random reads cost about what sequential ones do, and
  // the default (4) made the planner hash whole tables rather than look up a few dozen rows by key
  // (decision 032).
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off -c random_page_cost=1.1' });
  // An idle connection that the server closes (restart, failover, a dropped test database) emits
  // an error on the pool; unheard, it would end the process. The pool replaces the connection.
  pool.on('error', (error) => console.warn(`PostgreSQL : connexion inactive perdue (${error.message})`));
  return {
    db: drizzlePg({ client: pool, schema, casing: 'snake_case', ...(logger ? { logger } : {}) }) as unknown as Db,
    driver: 'pg',
    pool,
    close: () => pool.end(),
  };
}

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File; logger?: Logger } = {},
): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // btree_gist: the slots' exclusion constraint (migration creneau_sans_chevauchement) needs it.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist },
  });
  const logger = options.logger;
  return {
    db: drizzlePglite({ client, schema, casing: 'snake_case', ...(logger ? { logger } : {}) }) as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
  };
}

export async function connect(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Promise<Database> {
  if (config.DATABASE_URL) return connectPostgres(config.DATABASE_URL);
  return openPglite({ dataDir: `${config.DATA_DIR}/pglite` });
}
