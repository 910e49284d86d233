import { apiRoutes } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
const C = apiRoutes.calendrier;
const MOI = 'cal@test.local';

beforeAll(async () => {
  t = await buildTestApp();
  await buildUtilisateur(t.db, { email: MOI });
  api = apiClient(t);
});
afterAll(() => t.close());

describe('GET /api/calendrier/joursFeries', () => {
  it('answers 401 without a token', async () => {
    const r = await api.as(null).call(C.joursFeries, { query: { _annee: 2026 } });
    expect(r.status).toBe(401);
  });

  it('lists the eleven French public holidays of 2026, Easter Monday on 6 April', async () => {
    const r = await api.as(MOI).call(C.joursFeries, { query: { _annee: 2026 } });
    expect(r.status).toBe(200);
    const jours = r.body;
    expect(jours).toHaveLength(11);
    expect(jours.map((j) => j.date)).toContain('2026-04-06');
    expect(jours.find((j) => j.date === '2026-05-25')?.label).toBe('Lundi de Pentecôte');
  });

  it('refuses a year that is not a number with a French message', async () => {
    const r = await api.as(MOI).callBrut(C.joursFeries, { query: { _annee: 'abc' } });
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { _annee: 'Année invalide' } });
  });

  it('knows the moving holidays of 2024', async () => {
    const r = await api.as(MOI).call(C.joursFeries, { query: { _annee: 2024 } });
    const dates = r.body.map((j) => j.date);
    expect(dates).toEqual(expect.arrayContaining(['2024-04-01', '2024-05-09', '2024-05-20']));
    expect(dates).toEqual([...dates].sort());
  });

  it.each(['', '1899', '2201', '2026.5'])('answers 400 for _annee=%j', async (annee) => {
    const r = await api.as(MOI).callBrut(C.joursFeries, { query: { _annee: annee } });
    expectApiError(r, 400, 'VALIDATION_ERROR');
  });

  it('answers 400 without _annee', async () => {
    const r = await api.as(MOI).callBrut(C.joursFeries, {});
    expect(expectApiError(r, 400).fieldErrors?._annee).toBeDefined();
  });
});

describe('GET /api/calendrier/borneHoraire', () => {
  const bornes = (_granularite?: string) =>
    api.as(MOI).callBrut(C.bornesHoraires, { query: _granularite === undefined ? {} : { _granularite } });

  it('answers 401 without a token', async () => {
    expectApiError(await api.as(null).call(C.bornesHoraires, { query: {} }), 401);
  });

  it('offers 97 bounds from 00:00 to 24:00 every 15 minutes by default', async () => {
    const r = await bornes();
    expect(r.status).toBe(200);
    const list = r.body;
    expect(list).toHaveLength(97);
    expect(list[0]).toEqual({ borneHoraireId: 1, heure: 0, minute: 0, valeur: 0, toHeureMinute: '00:00' });
    expect(list[28]).toEqual({ borneHoraireId: 29, heure: 7, minute: 0, valeur: 420, toHeureMinute: '07:00' });
    expect(list.at(-1)).toEqual({ borneHoraireId: 97, heure: 24, minute: 0, valeur: 1440, toHeureMinute: '24:00' });
  });

  it('follows _granularite', async () => {
    const list = (await api.as(MOI).call(C.bornesHoraires, { query: { _granularite: 30 } })).body;
    expect(list).toHaveLength(49);
    expect(list.slice(0, 3).map((b) => b.toHeureMinute)).toEqual(['00:00', '00:30', '01:00']);
    expect((await api.as(MOI).call(C.bornesHoraires, { query: { _granularite: 60 } })).body).toHaveLength(25);
  });

  it.each(['7', '0', '45', '-15', 'abc', '15.5', '1e9'])('answers 400 for _granularite=%s', async (g) => {
    const body = expectApiError(await bornes(g), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?._granularite).toMatch(/^Granularité invalide/);
  });
});

describe('GET /api/calendrier/jour', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await api.as(null).call(C.jours), 401);
  });

  it('lists the seven days from Lundi (1) to Dimanche (7)', async () => {
    const r = await api.as(MOI).call(C.jours);
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
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
