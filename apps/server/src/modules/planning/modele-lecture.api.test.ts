import { apiRoutes } from '@roulement/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelePlanning } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { buildEquipe, type Equipe } from '../../test/factories/planning';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** Issue 11 §10: reading a service's template creates it only for whoever may edit it. */
let t: TestApp;
let e: Equipe;
let api: ApiClient;
const lire = (email: string) =>
  api.as(email).call(apiRoutes.modele.lireParService, { params: { serviceId: e.service.id } });
const nbModeles = async () =>
  (await t.db.select({ n: count() }).from(modelePlanning).where(eq(modelePlanning.serviceId, e.service.id)))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 1 });
});
afterAll(() => t.close());

describe('GET /modelePlanning/service/{id} without a template', () => {
  it.each([
    ['an employee of the establishment', () => e.salarie.email],
    ['the head of another service', () => e.chefAutre.email],
  ])('shows %s an empty one-week template, read-only, and stores nothing', async (_, qui) => {
    const r = await lire(qui());
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body).toEqual({
      modelePlanningId: 0,
      serviceId: e.service.id,
      semaines: [{ ordre: 1, creneaux: [], joursDeRepos: [] }],
      infos: [],
      publications: [],
      abilities: { modifier: false, publier: false, publierDansLePasse: false },
    });
    expect(await nbModeles()).toBe(0);
  });

  it('creates it for the head of the service, once', async () => {
    const r = await lire(e.chef.email);
    expect(r.body.modelePlanningId).toBeGreaterThan(0);
    expect(await nbModeles()).toBe(1);
    expect((await lire(e.salarie.email)).body.modelePlanningId).toBe(r.body.modelePlanningId);
  });
});
