import { apiRoutes } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { ajouterComptable, buildConges, buildEmploye, buildUtilisateur } from '../../test/factories';
import { ajouterMembres, buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

const R = apiRoutes.etablissement.ficheDePresence;
const JOUR = '2026-03-04';

let t: TestApp;
let api: ApiClient;
let e: Equipe;

const fiche = (email: string | null, etablissementId: number, dateDeProspection = JOUR) =>
  api.as(email).call(R, { params: { id: etablissementId }, query: { dateDeProspection } });
const membre = (i: number) => e.membres[i]!;
const slot = (i: number, heureDebut: number, heureFin: number, date = JOUR) =>
  buildCreneau(t.db, { serviceId: e.service.id, membreId: membre(i).membreId, date, heureDebut, heureFin });

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 5 });
  await buildUtilisateur(t.db, { email: 'admin@presence.test', administrateurGlobal: true });
  const siege = await buildUtilisateur(t.db, { email: 'siege@presence.test' });
  await buildEmploye(t.db, { utilisateurId: siege.id, etablissementId: e.siege.id, administrateur: true });
  await ajouterComptable(t.db, e.etab.id, (await buildUtilisateur(t.db, { email: 'comptable@presence.test' })).id);
  const parti = await buildUtilisateur(t.db, { email: 'parti@presence.test' });
  await buildEmploye(t.db, {
    utilisateurId: parti.id,
    etablissementId: e.etab.id,
    contrat: { dateDebut: '2019-01-01', dateFin: '2020-12-31', contratTypeId: 2 },
  });

  // 0 works; 1 works but is on paid leave; 2 works the morning, on leave that morning;
  // 3 on leave in the morning, works the afternoon; 4 only recovers; the head is sick without a slot.
  await slot(0, 420, 840);
  await slot(1, 420, 840);
  await buildConges(t.db, { employeId: membre(1).employeId, dateDebut: '2026-03-02', dateFin: '2026-03-06' });
  await slot(2, 420, 720);
  await buildConges(t.db, { employeId: membre(2).employeId, dateDebut: JOUR, congesTypeId: 7, demiJournee: 1 });
  await slot(3, 840, 1260);
  await buildConges(t.db, { employeId: membre(3).employeId, dateDebut: JOUR, congesTypeId: 7, demiJournee: 1 });
  await buildCreneau(t.db, {
    serviceId: e.service.id,
    membreId: membre(4).membreId,
    date: JOUR,
    type: 'CreneauDeRecuperation',
  });
  await slot(4, 420, 840, '2026-03-05');
  await buildConges(t.db, { employeId: e.chef.employeId, dateDebut: JOUR, congesTypeId: 4 });
  await buildConges(t.db, { employeId: e.dehors.employeId, dateDebut: JOUR });
});

afterAll(async () => {
  await t.close();
});

describe('GET /etablissement/{id}/ficheDePresence', () => {
  it('401 without a token', async () => {
    expectApiError(await fiche(null, e.etab.id), 401);
  });

  it.each([
    ['an employee', () => e.salarie.email],
    ['a service head', () => e.chef.email],
    ['an establishment administrator', () => e.admin.email],
    ['an administrator of the head office', () => 'siege@presence.test'],
    ['an accountant', () => 'comptable@presence.test'],
    ['the Administrateur', () => 'admin@presence.test'],
  ])('200 for %s', async (_, email) => {
    expect((await fiche(email(), e.etab.id)).status).toBe(200);
  });

  it.each([
    ['someone of another establishment', () => e.dehors.email],
    ['a former employee (no role left)', () => 'parti@presence.test'],
  ])('404 for %s', async (_, email) => {
    expectApiError(await fiche(email(), e.etab.id), 404, 'NOT_FOUND');
  });

  it('404 for an unknown establishment, even for the Administrateur', async () => {
    expectApiError(await fiche('admin@presence.test', 999_999), 404, 'NOT_FOUND');
  });

  it.each(['demain', '2026-02-30', '04/03/2026', ''])('400 for the date « %s »', async (date) => {
    const r = await api
      .as(e.admin.email)
      .callBrut(R, { params: { id: e.etab.id }, query: { dateDeProspection: date } });
    expectApiError(r, 400);
  });

  it('400 without a date and for an id that is not one', async () => {
    expectApiError(await api.as(e.admin.email).callBrut(R, { params: { id: e.etab.id }, query: {} }), 400);
    const r = await api
      .as(e.admin.email)
      .callBrut(R, { params: { id: 'abc' as never }, query: { dateDeProspection: JOUR } });
    expectApiError(r, 400);
  });

  it('present: an effective slot and no leave; absent: on leave, with the leave type (décision 049)', async () => {
    const r = await fiche(e.salarie.email, e.etab.id);
    expect(r.status).toBe(200);
    const presents = r.body.employesPresents.map((p) => p.employeId);
    expect(presents.sort()).toEqual([membre(0).employeId, membre(3).employeId].sort());
    expect(r.body.employesPresents.find((p) => p.employeId === membre(0).employeId)?.conges).toBeNull();
    expect(r.body.employesPresents.find((p) => p.employeId === membre(3).employeId)?.conges).toMatchObject({
      type: { congesTypeId: 7 },
      demiJournee: 1,
      demiJourneeLabel: 'Matin',
    });
    const absents = new Map(r.body.employesEnConges.map((a) => [a.employeId, a]));
    expect([...absents.keys()].sort()).toEqual([membre(1).employeId, membre(2).employeId, e.chef.employeId].sort());
    expect(absents.get(membre(1).employeId)).toMatchObject({ type: { congesTypeId: 1 }, demiJournee: 0 });
    expect(absents.get(membre(2).employeId)).toMatchObject({ type: { congesTypeId: 7 }, demiJournee: 1 });
    const maladie = absents.get(e.chef.employeId)!;
    expect(maladie.type.label).toBeTruthy();
    expect(maladie.type.shortLabel).toBeTruthy();
    expect(maladie.type.couleur).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(r.body.dateDeProspection).toBe(JOUR);
  });

  it('another day has its own lists', async () => {
    const r = await fiche(e.salarie.email, e.etab.id, '2026-03-05');
    expect(r.body.employesPresents.map((p) => p.employeId)).toEqual([membre(4).employeId]);
    expect(r.body.employesEnConges.map((a) => a.employeId)).toEqual([membre(1).employeId]);
  });

  it('costs the same number of statements whatever the number of people', async () => {
    const date = '2026-03-10';
    const compter = () => t.queries.during(() => fiche(e.admin.email, e.etab.id, date));
    await compter();
    const avant = await compter();
    for (const m of await ajouterMembres(t.db, e.etab.id, e.service.id, 6)) {
      await buildCreneau(t.db, { serviceId: e.service.id, membreId: m.membreId, date });
      await buildConges(t.db, { employeId: m.employeId, dateDebut: date, congesTypeId: 7, demiJournee: 2 });
    }
    const r = await fiche(e.admin.email, e.etab.id, date);
    expect(r.body.employesPresents).toHaveLength(6);
    expect(await compter()).toBe(avant);
  });
});
