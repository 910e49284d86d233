import { ajouterJours, apiRoutes } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './demo';

/** Issue 13's demo: a published on-call model in 14 and 1, cadres owing days, a redirection journal. */

let t: TestApp;
let api: ApiClient;
const aujourdhui = todayInParis();
const annee = Number(aujourdhui.slice(0, 4));
const R = apiRoutes.astreinte;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db);
  api = apiClient(t);
});

afterAll(async () => {
  await t.close();
});

describe('demo on-call data', () => {
  it.each([
    [14, 'rh@demo.test'],
    [1, 'admin@demo.test'],
  ])('establishment %i: cadres owe days, and the year is covered by the published model', async (id, who) => {
    const resume = await api.as(who).call(R.resumeAnnuel, { params: { id }, query: { _annee: annee + 1 } });
    expect(resume.body.employes.length).toBeGreaterThanOrEqual(2);
    expect(resume.body.employes.every((e) => e.nbJoursDusPourLannee > 0)).toBe(true);
    const total = resume.body.employes.reduce((s, e) => s + e.nbJoursPrevusSurLeTempsRestant, 0);
    expect(total).toBeGreaterThanOrEqual(365);
    const numero = await api.as(who).call(R.numero, { params: { id } });
    expect(numero.body.numero).toMatch(/^06/);
    expect(numero.body.derniereRedirection).toMatchObject({ statut: 'REUSSIE' });
  });

  it("shows the redirect line to the establishment's administrator and days done this year", async () => {
    // Yesterday's year: on 1 January nothing of the new year is done yet.
    const hier = Number(ajouterJours(aujourdhui, -1).slice(0, 4));
    const resume = await api
      .as('salarie@demo.test')
      .call(R.resumeAnnuel, { params: { id: 14 }, query: { _annee: hier } });
    expect(resume.body.employes.reduce((s, e) => s + e.nbJoursFaitsADate, 0)).toBeGreaterThan(0);
    expect((await api.as('salarie@demo.test').call(R.numero, { params: { id: 14 } })).status).toBe(403);
  });
});
