import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/requetes';
import { buildEtablissement, buildUtilisateur } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { journaliserLecture } from './audit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const attente = async (db: DbOrTx) =>
  rowsOf<{ s: string }>(await db.execute(sql`select current_setting('synchronous_commit') as s`))[0]!.s;

describe("a read's audit row (decision 065)", () => {
  it('commits without waiting for the disk, in the read’s transaction only', async () => {
    const etab = await buildEtablissement(t.db);
    const u = await buildUtilisateur(t.db);
    const lecture = { entite: 'usager' as const, entiteId: 1, employeId: null, etablissementId: etab.id };
    await t.db.transaction(async (tx) => {
      expect(await attente(tx)).toBe('on');
      await journaliserLecture(tx, { utilisateurId: u.id }, { ...lecture, apres: { lecture: 'soldes' } });
      expect(await attente(tx)).toBe('off');
    });
    await t.db.transaction(async (tx) => expect(await attente(tx)).toBe('on'));
  });
});
