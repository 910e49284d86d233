import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './client';

/** The committed migrations, found from the source tree or beside the built bundle. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    resolve(here, 'migrations'),
    resolve(here, '../src/db/migrations'),
    resolve(here, 'db/migrations'),
  ];
  const found = candidates.find((c) => existsSync(resolve(c, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations introuvables (cherchées dans ${candidates.join(', ')})`);
  return found;
}

// Several server processes may start together: one migrates (then loads the demo data), the
// others wait on the lock.
const MIGRATION_LOCK = 727_001;

/**
 * Runs `travail` while holding the start-up lock, on its own connection: PostgreSQL releases it
 * if the process dies. The embedded database has one process by construction.
 */
export async function sousVerrouDeDemarrage<T>(database: Database, travail: (db: Db) => Promise<T>): Promise<T> {
  if (database.driver === 'pglite') return travail(database.db);
  if (!database.pool) throw new Error('Connexion PostgreSQL sans pool');
  const client = await database.pool.connect();
  const db = drizzlePg({ client, casing: 'snake_case' }) as unknown as Db;
  try {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    return await travail(db);
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
    client.release();
  }
}

export async function migrate(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolderPath });
    return;
  }
  await sousVerrouDeDemarrage(database, (db) =>
    migratePg(db as unknown as NodePgDatabase, { migrationsFolder: migrationsFolderPath }),
  );
}
