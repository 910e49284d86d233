import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { connectPostgres, openPglite } from '../db/client';
import { migrate } from '../db/migrate';

export const GOLDEN_PGLITE = resolve(process.cwd(), '.tmp/golden-pglite.tar');
/** Overridable so that several checkouts can run the PostgreSQL tests on one server at once. */
export const GOLDEN_PG_DATABASE = /^[a-z_][a-z0-9_]*$/.test(process.env.GOLDEN_PG_DATABASE ?? '')
  ? process.env.GOLDEN_PG_DATABASE!
  : 'roulement_golden';

/** Vitest global setup: one migrated database, copied by every test file (ARCHITECTURE.md §2). */
export async function setupGolden(driver: 'pg' | 'pglite'): Promise<void> {
  if (driver === 'pg') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL manquant');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${GOLDEN_PG_DATABASE} with (force)`);
    await admin.query(`create database ${GOLDEN_PG_DATABASE}`);
    await admin.end();
    const golden = connectPostgres(withDatabase(url, GOLDEN_PG_DATABASE), 1);
    await migrate(golden);
    await golden.close();
    return;
  }
  const database = await openPglite();
  await migrate(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  mkdirSync(resolve(process.cwd(), '.tmp'), { recursive: true });
  writeFileSync(GOLDEN_PGLITE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
