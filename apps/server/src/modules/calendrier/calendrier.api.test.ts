import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
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

  it('knows the moving holidays of 2024', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/calendrier/joursFeries?_annee=2024', headers: auth });
    const dates = (r.json() as { date: string }[]).map((j) => j.date);
    expect(dates).toEqual(expect.arrayContaining(['2024-04-01', '2024-05-09', '2024-05-20']));
    expect(dates).toEqual([...dates].sort());
  });

  it.each(['', '1899', '2201', '2026.5'])('answers 400 for _annee=%j', async (annee) => {
    const r = await t.inject({ method: 'GET', url: `/api/calendrier/joursFeries?_annee=${annee}`, headers: auth });
    expectApiError(r, 400, 'VALIDATION_ERROR');
  });

  it('answers 400 without _annee', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/calendrier/joursFeries', headers: auth });
    expect(expectApiError(r, 400).fieldErrors?._annee).toBeDefined();
  });
});

describe('GET /api/calendrier/borneHoraire', () => {
  const bornes = (query = '') =>
    t.inject({ method: 'GET', url: `/api/calendrier/borneHoraire${query}`, headers: auth });

  it('answers 401 without a token', async () => {
    expectApiError(await t.inject({ method: 'GET', url: '/api/calendrier/borneHoraire' }), 401);
  });

  it('offers 97 bounds from 00:00 to 24:00 every 15 minutes by default', async () => {
    const r = await bornes();
    expect(r.statusCode).toBe(200);
    const list = r.json() as { borneHoraireId: number; valeur: number; toHeureMinute: string }[];
    expect(list).toHaveLength(97);
    expect(list[0]).toEqual({ borneHoraireId: 1, heure: 0, minute: 0, valeur: 0, toHeureMinute: '00:00' });
    expect(list[28]).toEqual({ borneHoraireId: 29, heure: 7, minute: 0, valeur: 420, toHeureMinute: '07:00' });
    expect(list.at(-1)).toEqual({ borneHoraireId: 97, heure: 24, minute: 0, valeur: 1440, toHeureMinute: '24:00' });
  });

  it('follows _granularite', async () => {
    const list = (await bornes('?_granularite=30')).json() as { toHeureMinute: string }[];
    expect(list).toHaveLength(49);
    expect(list.slice(0, 3).map((b) => b.toHeureMinute)).toEqual(['00:00', '00:30', '01:00']);
    expect((await bornes('?_granularite=60')).json()).toHaveLength(25);
  });

  it.each(['7', '0', '45', '-15', 'abc', '15.5', '1e9'])('answers 400 for _granularite=%s', async (g) => {
    const body = expectApiError(await bornes(`?_granularite=${g}`), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?._granularite).toMatch(/^Granularité invalide/);
  });
});

describe('GET /api/calendrier/jour', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await t.inject({ method: 'GET', url: '/api/calendrier/jour' }), 401);
  });

  it('lists the seven days from Lundi (1) to Dimanche (7)', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/calendrier/jour', headers: auth });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      { jourId: 1, label: 'Lundi' },
      { jourId: 2, label: 'Mardi' },
      { jourId: 3, label: 'Mercredi' },
      { jourId: 4, label: 'Jeudi' },
      { jourId: 5, label: 'Vendredi' },
      { jourId: 6, label: 'Samedi' },
      { jourId: 7, label: 'Dimanche' },
    ]);
  });
});
