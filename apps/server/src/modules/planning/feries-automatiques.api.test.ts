import { apiRoutes } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { buildConges } from '../../test/factories';
import { buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
// Week 19 of 2026: Monday 4 May to Sunday 10 May; Friday 8 May is a public holiday.
const SEMAINE_19 = { _annee: 2026, _semaine: 19 };
const FERIE = '2026-05-08';

const semaine = async () =>
  (
    await api
      .as(e.chef.email)
      .call(apiRoutes.planning.creneauxServiceSemaine, { params: { serviceId: e.service.id }, query: SEMAINE_19 })
  ).body;
const strategie = (active: boolean) =>
  api.as(e.chef.email).call(apiRoutes.service.joursFeriesAuto, {
    params: { serviceId: e.service.id },
    body: { heuresSurJoursFeriesAutomatiques: active },
  });

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 3 });
  const [repos, travaille, enConges] = e.membres;
  const slot = (membreId: number, date: string, heureDebut: number, heureFin: number) =>
    buildCreneau(t.db, { serviceId: e.service.id, membreId, date, heureDebut, heureFin });
  // Member 0 works Monday to Thursday (4 × 7 h) and not the holiday.
  for (const date of ['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07']) {
    await slot(repos!.membreId, date, 480, 900);
  }
  // Member 1 works 2 h on the holiday; member 2 is on leave that day.
  await slot(travaille!.membreId, FERIE, 480, 600);
  await buildConges(t.db, { employeId: enConges!.employeId, dateDebut: FERIE, dateFin: FERIE });
});
afterAll(() => t.close());

const compteurs = async () =>
  (await semaine()).compteurs.map((c) => [c.membreId, c.minutesEffectives, c.minutesFeriesAutomatiques]);

describe('automatic holiday hours in the week of a service (decision 076)', () => {
  it('counts nothing for the holiday while the strategy is off', async () => {
    expect((await semaine()).feriesAutomatiques).toEqual([]);
    const [m0, m1, m2] = e.membres.map((m) => m.membreId);
    expect(await compteurs()).toEqual(
      expect.arrayContaining([
        [m0, 4 * 420, 0],
        [m1, 120, 0],
        [m2, 0, 0],
      ]),
    );
  });

  it('counts a fifth of the weekly hours for a member who neither works the holiday nor is on leave', async () => {
    expect((await strategie(true)).status).toBe(200);
    expect((await semaine()).feriesAutomatiques).toEqual([FERIE]);
    const [m0, m1, m2] = e.membres.map((m) => m.membreId);
    expect(await compteurs()).toEqual(
      expect.arrayContaining([
        [m0, 4 * 420 + 420, 420],
        [m1, 120, 0],
        [m2, 0, 0],
      ]),
    );
    expect((await strategie(false)).status).toBe(200);
    expect((await semaine()).feriesAutomatiques).toEqual([]);
  });
});
