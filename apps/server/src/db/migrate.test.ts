import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client';
import { migrate, migrationsFolder } from './migrate';

type Definitions = { rows: { nom: string; definition: string }[] };

/** Every function and trigger of the public schema, as PostgreSQL would recreate them. */
async function definitions(database: Database) {
  const fonctions = (await database.db.execute(sql`
    select p.proname as nom, pg_get_functiondef(p.oid) as definition
    from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prokind = 'f' order by 1`)) as unknown as Definitions;
  const declencheurs = (await database.db.execute(sql`
    select t.tgname as nom, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t where not t.tgisinternal order by 1`)) as unknown as Definitions;
  return { fonctions: fonctions.rows, declencheurs: declencheurs.rows };
}

describe('migrations', () => {
  const ouvertes: Database[] = [];
  const dossiers: string[] = [];
  afterAll(async () => {
    for (const d of ouvertes) await d.close();
    for (const d of dossiers) rmSync(d, { recursive: true, force: true });
  });

  // Migrations 0022 and 0023 changed after they landed (decision 080): a database migrated from
  // their first text must end, once migrated to the end, where a fresh one does.
  it('bring a database migrated from the first text of 0022 and 0023 to the state of a fresh one', async () => {
    const neuve = await openPglite();
    ouvertes.push(neuve);
    await migrate(neuve);

    const dossier = mkdtempSync(join(tmpdir(), 'roulement-premiers-textes-'));
    dossiers.push(dossier);
    cpSync(migrationsFolder(), dossier, { recursive: true });
    cpSync(resolve(import.meta.dirname, '../test/migrations-premiers-textes'), dossier, { recursive: true });
    const ancienne = await openPglite();
    ouvertes.push(ancienne);
    await migratePglite(ancienne.db as unknown as PgliteDatabase, { migrationsFolder: dossier });

    expect(await definitions(ancienne)).toEqual(await definitions(neuve));
  }, 120_000);
});
