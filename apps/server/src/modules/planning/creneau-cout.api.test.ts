import { apiRoutes } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { buildConges, buildMembre } from '../../test/factories';
import { ajouterMembres, buildCreneau, buildEquipe } from '../../test/factories/planning';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
// Week 10 of 2026: Monday 2 March.
const LUNDI = '2026-03-02';
const MARDI = '2026-03-03';
const SEMAINE = { _annee: 2026, _semaine: 10 };
const P = apiRoutes.planning;

const semaine = async (email: string, serviceId: number) =>
  (await api.as(email).call(P.creneauxServiceSemaine, { params: { serviceId }, query: SEMAINE })).body;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
});
afterAll(() => t.close());

describe('cost of the week', () => {
  it('sends the same number of queries for 5 and for 30 members', async () => {
    const equipe = async (n: number) => {
      const x = await buildEquipe(t.db, { nbMembres: 0 });
      const membres = await ajouterMembres(t.db, x.etab.id, x.service.id, n);
      for (const mb of membres) {
        for (let j = 0; j < 7; j++) {
          const date = `2026-03-0${2 + j}`;
          await buildCreneau(t.db, { serviceId: x.service.id, membreId: mb.membreId, date });
        }
      }
      await buildConges(t.db, { employeId: membres[0]!.employeId, dateDebut: LUNDI, dateFin: MARDI });
      return x;
    };
    const petite = await equipe(5);
    const grande = await equipe(30);
    await semaine(petite.chef.email, petite.service.id);
    await semaine(grande.chef.email, grande.service.id);
    const n5 = await t.queries.during(() => semaine(petite.chef.email, petite.service.id));
    const n30 = await t.queries.during(async () => {
      const r = await semaine(grande.chef.email, grande.service.id);
      expect(r.creneaux).toHaveLength(210);
    });
    expect(n30).toBe(n5);
    // The service, its template in force, its members, their leave, the slots (semaine.lecture.ts).
    expect(n5).toBe(5);
    const membre = grande.chef;
    await buildMembre(t.db, { serviceId: grande.service.id, employeId: membre.employeId });
    const moi = () =>
      api.as(membre.email).call(P.creneauxUtilisateur, { params: { id: membre.utilisateurId }, query: SEMAINE });
    await moi();
    // The memberships, the slots, the rest days, the leave with its type (no slot this week: no
    // replacement to read).
    expect(await t.queries.during(moi)).toBe(4);
  });
});
