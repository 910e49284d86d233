import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { congesCredit } from '../db/schema';
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
    expect(second.map((r) => r.employesCredites)).toEqual([0, 0, 0]);
    await Promise.all([crediterPeriodesDues(t.db, log, '2026-11-04'), crediterPeriodesDues(t.db, log, '2026-11-04')]);
    expect(await creditsDe(employeId)).toEqual(attendu);
  });
});
