import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/golden';
import { connectPostgres } from './client';
import { preparerBase } from './demarrage';
import { association } from './schema';

const url = process.env.TEST_DATABASE_URL ?? '';
const nom = `roulement_demarrage_${randomBytes(4).toString('hex')}`;
const admin = async (requete: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(requete);
  await client.end();
};

// Two processes on one PostgreSQL database: the embedded one has a single process by construction.
describe.skipIf(process.env.TEST_DRIVER !== 'pg')(
  'two servers started together on an empty database (issue 23)',
  () => {
    beforeAll(() => admin(`create database ${nom}`));
    afterAll(() => admin(`drop database if exists ${nom} with (force)`));

    it('both come up, and the demo data is loaded once', async () => {
      const serveurs = [connectPostgres(withDatabase(url, nom), 4), connectPostgres(withDatabase(url, nom), 4)];
      const chargements: string[] = [];
      try {
        const issues = await Promise.allSettled(
          serveurs.map((s, i) => preparerBase(s, { SEED: 'demo' }, (m) => chargements.push(`${i}: ${m}`))),
        );
        expect(issues.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
        expect(chargements).toHaveLength(1);
        expect(await serveurs[0]!.db.select({ n: count() }).from(association)).toEqual([{ n: 1 }]);
      } finally {
        await Promise.all(serveurs.map((s) => s.close()));
      }
    }, 120_000);
  },
);
