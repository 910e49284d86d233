import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { congesCredit } from '../db/schema';
import { crediterPeriode } from '../modules/conges/acquisition/acquisition.service';
import { periodeMois } from '../modules/conges/acquisition/periodes';
import { buildAssociation, buildEmploye, buildEtablissement, buildRegleConges } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { crediterPeriodesDues } from './credit-conges';

let t: TestApp;
let associationId: number;
let employeId: number;
const log = { info: vi.fn(), warn: vi.fn() };

beforeAll(async () => {
  t = await buildTestApp();
  associationId = (await buildAssociation(t.db)).id;
  const etablissement = await buildEtablissement(t.db, { associationId });
  employeId = (await buildEmploye(t.db, { etablissementId: etablissement.id, dateEntreeAnciennete: '2016-03-01' })).id;
});
afterAll(() => t.close());

const creditsDe = (id: number) =>
  t.db
    .select({ periode: congesCredit.periode, nbJours: congesCredit.nbJours })
    .from(congesCredit)
    .where(eq(congesCredit.employeId, id))
    .orderBy(congesCredit.periode);

describe('the daily leave credit', () => {
  it('skips, with a warning, the periods whose rules are missing', async () => {
    await crediterPeriodesDues(t.db, log, '2026-11-02');
    expect(await creditsDe(employeId)).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ periode: '2026-10', message: expect.stringContaining('congés payés') }),
      'leave credit skipped',
    );
  });

  it('credits the past month, the quarter and the seniority days once, however many runs', async () => {
    await buildRegleConges(t.db, { associationId });
    const attendu = [
      { periode: '2026-10', nbJours: 2.5 },
      { periode: '2026-ANC', nbJours: 4 },
      { periode: '2026-T4', nbJours: 6 },
    ];
    await crediterPeriodesDues(t.db, log, '2026-11-02');
    expect(await creditsDe(employeId)).toEqual(attendu);
    const second = await crediterPeriodesDues(t.db, log, '2026-11-03');
    expect(second.map((r) => r.employesCredites)).toEqual([0, 0, 0, 0]);
    await Promise.all([crediterPeriodesDues(t.db, log, '2026-11-04'), crediterPeriodesDues(t.db, log, '2026-11-04')]);
    expect(await creditsDe(employeId)).toEqual(attendu);
  });

  it('rounds the paid leave of the closed leave year up to a whole day, once (decision 077)', async () => {
    const etablissement = await buildEtablissement(t.db, { associationId });
    // Hired on 11 June 2025: 20 days of June earn 1.67, then 2.5 a month.
    const arrive = (
      await buildEmploye(t.db, { etablissementId: etablissement.id, contrat: { dateDebut: '2025-06-11' } })
    ).id;
    for (let i = 0; i < 11; i++) {
      await crediterPeriode(t.db, 'annuels', i < 7 ? periodeMois(2025, 6 + i) : periodeMois(2026, i - 6));
    }
    const payes = async (id: number) =>
      (await creditsDe(id)).filter((c) => c.periode === '2025-ARR' || /^20\d\d-\d\d$/.test(c.periode ?? ''));
    // The run of 1 June credits May, then closes the year: 1.67 + 11 × 2.5 = 29.17, rounded up to 30.
    await crediterPeriodesDues(t.db, log, '2026-06-01');
    const credits = await payes(arrive);
    expect(credits.find((c) => c.periode === '2025-ARR')?.nbJours).toBe(0.83);
    expect(credits.reduce((n, c) => n + c.nbJours, 0)).toBeCloseTo(30, 5);
    // A whole year (30 days) is not rounded; a second run writes nothing more.
    expect((await payes(employeId)).some((c) => c.periode === '2025-ARR')).toBe(false);
    const second = await crediterPeriodesDues(t.db, log, '2026-06-02');
    expect(second.at(-1)).toMatchObject({ periode: '2025-ARR', employesCredites: 0, dejaCredites: 1 });
    expect((await payes(arrive)).length).toBe(credits.length);
  });
});
