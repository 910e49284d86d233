import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailSortant } from '../db/schema';
import type { Expediteur, Mail } from '../lib/mailer';
import { buildTestApp, type TestApp } from '../test/test-app';
import { envoyerMailsDus } from './envoi-mails';
import { TENTATIVES_MAX } from './envoi-mails.delais';

const log = pino({ level: 'silent' });
const T0 = new Date('2030-03-01T08:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(mailSortant);
});

const ecrire = (n: number, prochainEssai = T0) =>
  t.db
    .insert(mailSortant)
    .values(
      Array.from({ length: n }, (_, i) => ({
        destinataire: `d${i}@test.local`,
        sujet: `Sujet ${i}`,
        corps: 'Corps',
        transport: 'smtp' as const,
        prochainEssai,
      })),
    )
    .returning({ id: mailSortant.id });

const lignes = () => t.db.select().from(mailSortant).orderBy(asc(mailSortant.id));
const enPanne: Expediteur = async () => {
  throw new Error('connect ECONNREFUSED 127.0.0.1:25');
};

describe('envoyerMailsDus', () => {
  it('sends due mails once, marks them ENVOYE and leaves the ones not yet due', async () => {
    await ecrire(2);
    await ecrire(1, minutes(10));
    const recus: Mail[] = [];
    const bilan = await envoyerMailsDus(t.db, async (m) => void recus.push(m), log, T0);
    expect(bilan).toEqual({ envoyes: 2, reportes: 0, abandonnes: 0 });
    expect(recus.map((m) => m.to)).toEqual(['d0@test.local', 'd1@test.local']);
    const [a, b, c] = await lignes();
    expect([a!.statut, b!.statut, c!.statut]).toEqual(['ENVOYE', 'ENVOYE', 'A_ENVOYER']);
    expect(a!.envoyeLe).not.toBeNull();
    expect(await envoyerMailsDus(t.db, async (m) => void recus.push(m), log, T0)).toEqual({
      envoyes: 0,
      reportes: 0,
      abandonnes: 0,
    });
  });

  it('retries with backoff (1, 5, 15, 60 … minutes), then marks ECHEC after the last attempt', async () => {
    const [{ id }] = (await ecrire(1)) as [{ id: number }];
    const ligne = async () => (await t.db.select().from(mailSortant).where(eq(mailSortant.id, id)))[0]!;
    let maintenant = T0;
    const attentes: number[] = [];
    for (let i = 1; i < TENTATIVES_MAX; i++) {
      expect(await envoyerMailsDus(t.db, enPanne, log, maintenant)).toMatchObject({ reportes: 1 });
      const l = await ligne();
      expect(l).toMatchObject({
        statut: 'A_ENVOYER',
        tentatives: i,
        derniereErreur: 'connect ECONNREFUSED 127.0.0.1:25',
      });
      attentes.push((l.prochainEssai.getTime() - maintenant.getTime()) / 60_000);
      // Not due a minute before its next attempt.
      const avant = new Date(l.prochainEssai.getTime() - 60_000);
      expect(await envoyerMailsDus(t.db, enPanne, log, avant)).toMatchObject({ reportes: 0 });
      maintenant = l.prochainEssai;
    }
    expect(attentes).toEqual([1, 5, 15, 60, 180, 360, 720]);
    expect(await envoyerMailsDus(t.db, enPanne, log, maintenant)).toMatchObject({ abandonnes: 1 });
    expect(await ligne()).toMatchObject({ statut: 'ECHEC', tentatives: TENTATIVES_MAX });
    expect(await envoyerMailsDus(t.db, enPanne, log, minutes(100_000))).toMatchObject({ abandonnes: 0, reportes: 0 });
  });

  it('sends a mail that failed once at its next attempt', async () => {
    await ecrire(1);
    await envoyerMailsDus(t.db, enPanne, log, T0);
    const recus: Mail[] = [];
    expect(await envoyerMailsDus(t.db, async (m) => void recus.push(m), log, minutes(1))).toMatchObject({ envoyes: 1 });
    expect(await lignes()).toMatchObject([{ statut: 'ENVOYE', tentatives: 2 }]);
  });

  it('never sends a mail twice when two workers run at once, and sends them all', async () => {
    const ids = (await ecrire(60)).map((r) => r.id);
    const envois: number[] = [];
    const lent: Expediteur = async (m) => {
      await new Promise((r) => setTimeout(r, 2));
      envois.push(Number(m.subject.slice(6)));
    };
    const [a, b] = await Promise.all([envoyerMailsDus(t.db, lent, log, T0), envoyerMailsDus(t.db, lent, log, T0)]);
    expect(a.envoyes + b.envoyes).toBe(60);
    expect(new Set(envois).size).toBe(envois.length);
    expect(envois).toHaveLength(ids.length);
    expect((await lignes()).every((l) => l.statut === 'ENVOYE' && l.tentatives === 1)).toBe(true);
  });
});
