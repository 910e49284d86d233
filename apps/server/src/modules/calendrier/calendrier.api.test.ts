import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUtilisateur } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  await buildUtilisateur(t.db, { email: 'cal@test.local' });
  auth = await t.login('cal@test.local');
});
afterAll(() => t.close());

describe('GET /api/calendrier/joursFeries', () => {
  it('answers 401 without a token', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/calendrier/joursFeries?_annee=2026' });
    expect(r.statusCode).toBe(401);
  });

  it('lists the eleven French public holidays of 2026, Easter Monday on 6 April', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/calendrier/joursFeries?_annee=2026', headers: auth });
    expect(r.statusCode).toBe(200);
    const jours = r.json() as { date: string; label: string }[];
    expect(jours).toHaveLength(11);
    expect(jours.map((j) => j.date)).toContain('2026-04-06');
    expect(jours.find((j) => j.date === '2026-05-25')?.label).toBe('Lundi de Pentecôte');
  });

  it('refuses a year that is not a number with a French message', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/calendrier/joursFeries?_annee=abc', headers: auth });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { _annee: 'Année invalide' } });
  });
});
