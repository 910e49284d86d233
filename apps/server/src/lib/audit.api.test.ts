import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client';
import { historique } from '../db/schema';
import { buildEtablissement, buildUtilisateur } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { lireEtTracer } from './audit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const attente = async (db: DbOrTx) => {
  const [row] = await db.select({ s: sql<string>`current_setting('synchronous_commit')` }).from(sql`(select 1) as x`);
  return row!.s;
};

describe("a read's trace (decision 065)", () => {
  it('commits without waiting for the disk, in the read’s own transaction only', async () => {
    const etab = await buildEtablissement(t.db);
    const u = await buildUtilisateur(t.db);
    const lecture = { entite: 'usager' as const, entiteId: 1, employeId: null, etablissementId: etab.id };
    const lu = await lireEtTracer(t.db, { utilisateurId: u.id }, async (tx) => ({
      lecture: { ...lecture, apres: { lecture: 'soldes' } },
      valeur: await attente(tx),
    }));
    expect(lu).toBe('off');
    await t.db.transaction(async (tx) => expect(await attente(tx)).toBe('on'));
    const traces = await t.db.select().from(historique).where(eq(historique.acteurId, u.id));
    expect(traces).toMatchObject([{ action: 'LECTURE', entite: 'usager', apres: { lecture: 'soldes' } }]);
  });

  it('traces nothing when the read fails its checks', async () => {
    const u = await buildUtilisateur(t.db);
    const refus = lireEtTracer(t.db, { utilisateurId: u.id }, async () => {
      throw new Error('refusé');
    });
    await expect(refus).rejects.toThrow('refusé');
    expect(await t.db.select().from(historique).where(eq(historique.acteurId, u.id))).toEqual([]);
  });

  it('cannot be handed a change’s transaction', async () => {
    await t.db.transaction(async (tx) => {
      // @ts-expect-error: a read's trace opens its own transaction, never one of a change.
      const appel = () => lireEtTracer(tx, { utilisateurId: 1 }, async () => ({ lecture: {} as never, valeur: 1 }));
      expect(appel).toBeTypeOf('function');
    });
  });
});
