import { ajouterJours, apiRoutes, EmployeSchema } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, type Appelant, apiClient } from '../../test/api';
import {
  buildConges,
  buildCongesCredit,
  buildDemandeConges,
  buildEmploye,
  buildHeureCredit,
  buildMembre,
  buildService,
  buildUtilisateur,
} from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let o: Organisation;
const aujourdhui = todayInParis();

let api: ApiClient;

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  api = apiClient(t);
});
afterAll(() => t.close());

describe('GET /api/employe/:id', () => {
  let riche: number;
  let demandeId: number;
  const lire = (id: number, qui: Appelant = null) => api.as(qui).call(apiRoutes.employe.lire, { params: { id } });

  beforeAll(async () => {
    riche = o.ids.salarieA.employeId;
    const service = await buildService(t.db, { etablissementId: o.etab.a, nom: 'Foyer' });
    await buildMembre(t.db, { serviceId: service.id, employeId: riche, heuresHebdo: 35, couleur: '#90CAF9' });
    await buildCongesCredit(t.db, { employeId: riche, congesTypeId: 1, date: '2026-01-01', nbJours: 25 });
    await buildCongesCredit(t.db, {
      employeId: riche,
      congesTypeId: 2,
      date: '2020-01-01',
      nbJours: 6,
      dateExpiration: '2020-03-31',
    });
    await buildConges(t.db, { employeId: riche, congesTypeId: 1, dateDebut: '2026-06-01', dateFin: '2026-06-06' });
    await buildConges(t.db, { employeId: riche, congesTypeId: 1, dateDebut: '2035-06-04', dateFin: '2035-06-08' });
    await buildConges(t.db, { employeId: riche, congesTypeId: 4, dateDebut: '2035-01-01', dateFin: '2035-01-03' });
    demandeId = (
      await buildDemandeConges(t.db, {
        employeId: riche,
        statutId: 2,
        conges: { congesTypeId: 5, dateDebut: '2026-02-02', dateFin: '2026-02-02' },
      })
    ).id;
    await buildConges(t.db, { employeId: riche, congesTypeId: 5, dateDebut: '2026-02-02', demandeCongesId: demandeId });
    await buildHeureCredit(t.db, { employeId: riche, date: '2026-01-15', minutes: 120, raison: 'PAIEMENT' });
    await buildHeureCredit(t.db, { employeId: riche, date: ajouterJours(aujourdhui, 30), minutes: -30 });
  });

  it('answers 401 without a token', async () => {
    expectApiError(await lire(riche), 401);
  });

  it.each([
    ['collegueA', 403],
    ['comptableA', 403],
    ['adminB', 404],
  ] as const)('answers %s with %i', async (qui, statut) => {
    expectApiError(await lire(riche, o.as[qui]), statut);
  });

  it('answers 404 for an unknown employee', async () => {
    expectApiError(await lire(999_999, o.as.admin), 404);
  });

  it.each([
    ['adminA', true],
    ['adminSiege', true],
    ['admin', true],
    ['directeurA', false],
    ['salarieA', false],
  ] as const)('shows the record to %s (modifier: %s)', async (qui, modifier) => {
    const r = await lire(riche, o.as[qui]);
    expect(r.status, r.raw.body).toBe(200);
    const e = r.body;
    expect(e.abilities).toEqual({ modifier, voirSoldes: true });
    expect(e.conges.every((c) => c.abilities.modifier === (modifier && c.demandeCongesId === null))).toBe(true);
    expect(e.congesCredits.every((c) => c.abilities.supprimer === modifier)).toBe(true);
  });

  it('assembles contracts, leave, credits, balances and memberships', async () => {
    const e = EmployeSchema.parse((await lire(riche, o.as.adminA)).body);
    expect(e).toMatchObject({
      employeId: riche,
      status: 'Présent(e)',
      titulaire: true,
      salarie: true,
      heuresDeTravail: null,
      etablissement: { etablissementId: o.etab.a, siegeSocialId: o.etab.siege, raisonSociale: 'Établissement A' },
      indisponibilites: [],
    });
    expect(e.contrats[0]).toMatchObject({ status: 'En cours', type: { contratTypeId: 1, acronyme: 'CDI' } });
    expect(e.membres).toEqual([
      {
        membreId: expect.any(Number),
        serviceId: expect.any(Number),
        serviceNom: 'Foyer',
        couleur: '#90CAF9',
        heuresHebdo: 35,
      },
    ]);
    // Leave newest first, with the count of their mode.
    expect(e.conges.map((c) => [c.type.congesTypeId, c.dateDebut, c.nbJours])).toEqual([
      [1, '2035-06-04', 5],
      [4, '2035-01-01', 3],
      [1, '2026-06-01', 6],
      [5, '2026-02-02', 1],
    ]);
    const fromRequest = e.conges.find((c) => c.demandeCongesId === demandeId)!;
    expect(fromRequest.abilities).toEqual({ modifier: false, supprimer: false });
    // Paid leave: 25 − 6 taken = 19 today, − 5 planned = 14; quarterly: expired in 2020.
    const solde = (id: number) => e.congesSoldes.find((s) => s.congesType.congesTypeId === id);
    expect(solde(1)).toMatchObject({ solde: 19, soldeFutur: 14 });
    expect(solde(2)).toMatchObject({ solde: 0, soldeFutur: 0 });
    expect(solde(3)).toMatchObject({ solde: 0, soldeFutur: 0 });
    expect(e.congesSoldes.map((s) => s.congesType.congesTypeId)).toEqual([1, 2, 3]);
    expect(e.recuperations).toMatchObject({
      soldeRecupInitial: 0,
      soldeDeRecuperationADate: 120,
      soldeDeRecuperationTotal: 90,
    });
    expect(Object.keys(e.recuperations.detailsParDateAVenir)).toEqual([ajouterJours(aujourdhui, 30)]);
  });

  it('counts "Autres congés" of this calendar year only', async () => {
    const e = (await lire(riche, o.as.adminA)).body;
    // 2026-02-02 exceptional leave counts when this year is 2026; the 2035 illness never.
    const attendu = aujourdhui.startsWith('2026') ? 1 : 0;
    expect(e.autresConges).toEqual({ nbJoursADate: attendu, nbJoursTotal: attendu });
  });

  it('costs a fixed number of queries however much the employee holds', async () => {
    const avant = await t.queries.during(() => lire(riche, o.as.adminA));
    for (let i = 0; i < 15; i++) {
      await buildCongesCredit(t.db, {
        employeId: riche,
        congesTypeId: 1,
        date: `2027-01-${String(i + 1).padStart(2, '0')}`,
        nbJours: 1,
      });
      await buildConges(t.db, {
        employeId: riche,
        congesTypeId: 4,
        dateDebut: `2028-02-${String(i + 1).padStart(2, '0')}`,
      });
      await buildHeureCredit(t.db, {
        employeId: riche,
        date: `2027-03-${String(i + 1).padStart(2, '0')}`,
        minutes: 15,
      });
    }
    const apres = await t.queries.during(() => lire(riche, o.as.adminA));
    expect(apres).toBe(avant);
    // The employee, then one statement per list it holds (contracts, leave, credits, hours credits,
    // memberships, slots) and the leave types: eight whatever their lengths.
    expect(avant).toBe(8);
  });
});

describe('GET /api/employe/utilisateur/:id (profile balances)', () => {
  const fiches = (id: number, qui: Appelant = null) =>
    api.as(qui).call(apiRoutes.employe.listerParUtilisateur, { params: { id } });

  it('answers 401 without a token', async () => {
    expectApiError(await fiches(o.ids.salarieA.utilisateurId), 401);
  });

  it('answers the user one record per establishment they work in', async () => {
    const u = await buildUtilisateur(t.db, { email: 'double@test.local' });
    await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.a });
    await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.b });
    const r = await fiches(u.id, await t.login('double@test.local'));
    expect(r.status).toBe(200);
    const list = r.body;
    expect(list.map((e) => e.etablissement.etablissementId)).toEqual([o.etab.a, o.etab.b].sort((x, y) => x - y));
    expect(list.every((e) => e.abilities.modifier === false && e.abilities.voirSoldes)).toBe(true);
    expect((await fiches(u.id, o.as.admin)).body).toHaveLength(2);
  });

  it('answers 403 to an administrator who sees the user, 404 to one who does not', async () => {
    expectApiError(await fiches(o.ids.salarieA.utilisateurId, o.as.adminA), 403);
    expectApiError(await fiches(o.ids.salarieA.utilisateurId, o.as.adminB), 404);
  });

  it('answers an empty list for a user without employment', async () => {
    expect((await fiches(o.ids.admin, o.as.admin)).body).toEqual([]);
  });
});
