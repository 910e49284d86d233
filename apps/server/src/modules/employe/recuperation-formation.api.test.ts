import { apiRoutes, type Recuperations } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { buildEmploye, buildMembre, buildService } from '../../test/factories';
import { buildCreneau } from '../../test/factories/planning';
import { buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let o: Organisation;
let api: ApiClient;
let employeId: number;

// A permanent 35 h employee. Week 10 of 2026: a day of work given to training (nothing to
// recover); week 11: a full week, then a Saturday of training (3 h to recover).
beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  api = apiClient(t);
  employeId = (await buildEmploye(t.db, { etablissementId: o.etab.a })).id;
  const serviceId = (await buildService(t.db, { etablissementId: o.etab.a })).id;
  const membreId = (await buildMembre(t.db, { serviceId, employeId, heuresHebdo: 35 })).id;
  const travail = (date: string) => buildCreneau(t.db, { serviceId, membreId, date, heureDebut: 480, heureFin: 900 });
  const formation = (date: string, heureFin: number) =>
    buildCreneau(t.db, {
      serviceId,
      membreId,
      date,
      type: 'CreneauDeFormation',
      heureDebut: 480,
      heureFin,
      labelFormation: 'Bientraitance',
    });
  for (const date of ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']) await travail(date);
  await formation('2026-03-02', 900);
  for (const date of ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']) await travail(date);
  await formation('2026-03-14', 660);
});
afterAll(() => t.close());

const attendre = (rec: Recuperations) => {
  expect(rec.soldeDeRecuperationADate).toBe(180);
  expect(rec.detailsParDatePasse['2026-03-02']?.ecarts.map((e) => [e.type, e.soldeEnMinute])).toEqual([
    ['Heures de formation', 0],
  ]);
  expect(rec.detailsParDatePasse['2026-03-14']?.solde).toBe(180);
};

describe('training in the recovery balance (DOMAIN.md: outside contract time only)', () => {
  it('counts only the training beyond the contract hours of its week, on the balance route', async () => {
    attendre((await api.as(o.as.adminA).call(apiRoutes.employe.recuperation, { params: { id: employeId } })).body);
  });

  it('counts the same in the employee record, read in one statement', async () => {
    attendre(
      (await api.as(o.as.adminA).call(apiRoutes.employe.lire, { params: { id: employeId } })).body.recuperations,
    );
  });
});
