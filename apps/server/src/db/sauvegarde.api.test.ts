import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUtilisateur } from '../test/factories';
import { GOLDEN_PGLITE, withDatabase } from '../test/golden';
import { connectPostgres, type Database, openPglite } from './client';
import { preparerBase } from './demarrage';
import { utilisateur } from './schema';

// docs/operations.md « Sauvegarder et restaurer », done as written there (issue 23, point 7).

const sansJournal = () => undefined;
const emails = async (database: Database) =>
  (await database.db.select({ email: utilisateur.email }).from(utilisateur).orderBy(asc(utilisateur.email))).map(
    (u) => u.email,
  );

const url = process.env.TEST_DATABASE_URL ?? '';
const outilsPresents = ['pg_dump', 'pg_restore'].every((o) => spawnSync(o, ['--version']).status === 0);
const suffixe = randomBytes(4).toString('hex');
const bases = {
  source: `roulement_source_${suffixe}`,
  demarree: `roulement_demarree_${suffixe}`,
  neuve: `roulement_neuve_${suffixe}`,
};
const admin = async (requetes: string[]) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const requete of requetes) await client.query(requete);
  await client.end();
};
const lancer = (outil: string, args: string[]) => {
  const r = spawnSync(outil, args, { encoding: 'utf8' });
  return { status: r.status, erreurs: r.stderr };
};

describe.skipIf(process.env.TEST_DRIVER !== 'pg' || !outilsPresents)('PostgreSQL: pg_dump, then pg_restore', () => {
  let dossier: string;
  let dump: string;
  let attendus: string[];
  beforeAll(async () => {
    dossier = mkdtempSync(join(tmpdir(), 'roulement-dump-'));
    dump = join(dossier, 'roulement.dump');
    await admin(Object.values(bases).map((b) => `create database ${b}`));
    const source = connectPostgres(withDatabase(url, bases.source), 2);
    await preparerBase(source, { SEED: 'demo' }, sansJournal);
    attendus = await emails(source);
    await source.close();
    expect(lancer('pg_dump', ['-Fc', '-f', dump, withDatabase(url, bases.source)]).status).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await admin(Object.values(bases).map((b) => `drop database if exists ${b} with (force)`));
    rmSync(dossier, { recursive: true, force: true });
  });

  it('restores over a database a server has already started on, with --clean --if-exists', async () => {
    const cible = withDatabase(url, bases.demarree);
    const demarree = connectPostgres(cible, 2);
    await preparerBase(demarree, { SEED: 'none' }, sansJournal);
    await buildUtilisateur(demarree.db, { email: 'avant-la-restauration@test.local' });
    await demarree.close();

    // The command the documentation gave: hundreds of errors, since every object already exists.
    const ancienne = lancer('pg_restore', ['-d', cible, dump]);
    expect(ancienne.status).not.toBe(0);
    expect(ancienne.erreurs).toMatch(/already exists/);

    const r = lancer('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '-d', cible, dump]);
    expect(r.erreurs).toBe('');
    expect(r.status).toBe(0);
    const restauree = connectPostgres(cible, 2);
    try {
      await preparerBase(restauree, { SEED: 'demo' }, sansJournal);
      expect(await emails(restauree)).toEqual(attendus);
    } finally {
      await restauree.close();
    }
  }, 120_000);

  it('restores into a new database, then the server starts on it', async () => {
    const cible = withDatabase(url, bases.neuve);
    const r = lancer('pg_restore', ['--no-owner', '--single-transaction', '-d', cible, dump]);
    expect(r.erreurs).toBe('');
    expect(r.status).toBe(0);
    const restauree = connectPostgres(cible, 2);
    try {
      await preparerBase(restauree, { SEED: 'demo' }, sansJournal);
      expect(await emails(restauree)).toEqual(attendus);
    } finally {
      await restauree.close();
    }
  }, 120_000);
});

describe.skipIf(process.env.TEST_DRIVER === 'pg')('embedded database: a copy of DATA_DIR', () => {
  let dossier: string;
  beforeAll(() => {
    dossier = mkdtempSync(join(tmpdir(), 'roulement-data-'));
  });
  afterAll(() => rmSync(dossier, { recursive: true, force: true }));

  it('restores the copy taken with the server stopped, later changes left out', async () => {
    const data = join(dossier, 'data');
    const sauvegarde = join(dossier, 'sauvegarde');
    const ouvrir = (d: string) => openPglite({ dataDir: join(d, 'pglite') });

    // Started from the migrated golden copy: migrating a new embedded database takes half a minute.
    const base = await openPglite({
      dataDir: join(data, 'pglite'),
      loadDataDir: new Blob([readFileSync(GOLDEN_PGLITE)]),
    });
    await preparerBase(base, { SEED: 'none' }, sansJournal);
    await buildUtilisateur(base.db, { email: 'sauvegarde@test.local' });
    await base.close();
    cpSync(data, sauvegarde, { recursive: true });

    const apres = await ouvrir(data);
    await buildUtilisateur(apres.db, { email: 'apres-la-sauvegarde@test.local' });
    await apres.close();

    // Restoring: the server stopped, DATA_DIR replaced by the copy, then started.
    rmSync(data, { recursive: true });
    cpSync(sauvegarde, data, { recursive: true });
    const restauree = await ouvrir(data);
    try {
      await preparerBase(restauree, { SEED: 'demo' }, sansJournal);
      expect(await emails(restauree)).toEqual(['sauvegarde@test.local']);
    } finally {
      await restauree.close();
    }
  }, 120_000);
});
