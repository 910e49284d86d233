import { ajouterJours, apiRoutes, type BodyInputOf } from '@roulement/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heureCredit } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, type Appelant, apiClient } from '../../test/api';
import { buildEmploye } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation, REFUS_GESTION_A } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let o: Organisation;
const aujourdhui = todayInParis();

let api: ApiClient;

type Corps = BodyInputOf<typeof apiRoutes.employe.crediterHeures>;
const crediter = (id: number, body: Corps, qui: Appelant = null) =>
  api.as(qui).call(apiRoutes.employe.crediterHeures, { params: { id }, body });
const nbCredits = async () => (await t.db.select({ n: count() }).from(heureCredit))[0]!.n;
const corps = (overrides: Partial<Corps> = {}): Corps => ({
  dateDapplication: aujourdhui,
  nbHeures: 1.5,
  raison: 'PAIEMENT',
  commentaire: null,
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  api = apiClient(t);
});
afterAll(() => t.close());

describe('POST /api/employe/:id/soldeRecup/credit', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await crediter(o.ids.salarieA.employeId, corps()), 401);
  });

  it.each([...REFUS_GESTION_A, ['salarieA', 403]] as const)(
    'answers %s with %i, writing nothing',
    async (qui, statut) => {
      const avant = await nbCredits();
      expectApiError(await crediter(o.ids.salarieA.employeId, corps(), o.as[qui]), statut);
      expect(await nbCredits()).toBe(avant);
    },
  );

  it.each([
    ['nbHeures', { nbHeures: undefined }, 'Information obligatoire'],
    ['nbHeures', { nbHeures: 'deux' }, 'Entrez une valeur numérique'],
    ['nbHeures', { nbHeures: 0 }, 'Entrez une valeur non nulle'],
    ['raison', { raison: undefined }, 'La raison est obligatoire'],
    ['raison', { raison: 'VACANCES' }, 'La raison est obligatoire'],
    ['dateDapplication', { dateDapplication: '2026-02-30' }, 'Date invalide'],
    [
      'commentaire',
      { raison: 'AUTRES', commentaire: 'quatre mots pas plus' },
      'Veuillez expliquer la raison de ce crédit (au moins 5 mots)',
    ],
    [
      'commentaire',
      { raison: 'AUTRES', nbHeures: -2, commentaire: null },
      'Veuillez expliquer la raison de ce débit (au moins 5 mots)',
    ],
  ])('answers 400 for %s: « %s », writing nothing', async (champ, overrides, message) => {
    const avant = await nbCredits();
    const invalide = { ...corps(), ...overrides };
    const body = expectApiError(
      await api
        .as(o.as.adminA)
        .callBrut(apiRoutes.employe.crediterHeures, { params: { id: o.ids.salarieA.employeId }, body: invalide }),
      400,
    );
    expect(body.fieldErrors?.[champ]).toBe(message);
    expect(await nbCredits()).toBe(avant);
  });

  it('answers 400 for less than a minute', async () => {
    expectApiError(await crediter(o.ids.salarieA.employeId, corps({ nbHeures: 0.001 }), o.as.adminA), 400);
  });

  it('credits and debits in minutes, with each reason, and answers the employee', async () => {
    const id = (await buildEmploye(t.db, { etablissementId: o.etab.a, soldeRecupInitial: 60 })).id;
    const r = await crediter(id, corps({ employeId: id, nbHeures: 1.5, raison: 'JOURNEE DE SOLIDARITE' }), o.as.adminA);
    expect(r.status, r.raw.body).toBe(201);
    expect(r.body.recuperations.soldeDeRecuperationADate).toBe(60 + 90);
    await crediter(id, corps({ nbHeures: -0.25, raison: 'RÉGULARISATION' }), o.as.adminA);
    await crediter(id, corps({ nbHeures: -3, raison: 'PAIEMENT', dateDapplication: '2026-01-31' }), o.as.adminA);
    const futur = await crediter(
      id,
      corps({
        nbHeures: 2,
        raison: 'AUTRES',
        commentaire: 'Réunion de synthèse un samedi matin',
        dateDapplication: ajouterJours(aujourdhui, 7),
      }),
      o.as.adminSiege,
    );
    const rec = futur.body.recuperations;
    expect(rec.soldeDeRecuperationADate).toBe(60 + 90 - 15 - 180);
    expect(rec.soldeDeRecuperationTotal).toBe(60 + 90 - 15 - 180 + 120);
    expect(rec.detailsParDatePasse[aujourdhui]?.credits.map((c) => [c.raison, c.soldeEnMinute])).toEqual([
      ['JOURNEE DE SOLIDARITE', 90],
      ['RÉGULARISATION', -15],
    ]);
    expect(rec.detailsParDateAVenir[ajouterJours(aujourdhui, 7)]?.credits[0]).toMatchObject({
      raison: 'AUTRES',
      commentaire: 'Réunion de synthèse un samedi matin',
      soldeEnMinute: 120,
    });
    const lignes = await t.db.select().from(heureCredit).where(eq(heureCredit.employeId, id));
    expect(lignes.map((l) => l.minutes).sort((a, b) => a - b)).toEqual([-180, -15, 90, 120]);
  });
});

describe('GET /api/employe/:id/recuperation', () => {
  const lire = (id: number, qui: Appelant = null) =>
    api.as(qui).call(apiRoutes.employe.recuperation, { params: { id } });

  it('answers 401, 403 to a colleague, 404 to another establishment', async () => {
    expectApiError(await lire(o.ids.salarieA.employeId), 401);
    expectApiError(await lire(o.ids.salarieA.employeId, o.as.collegueA), 403);
    expectApiError(await lire(o.ids.salarieA.employeId, o.as.adminB), 404);
  });

  it('answers the employee their own balance, with the details by date', async () => {
    await crediter(o.ids.salarieA.employeId, corps({ nbHeures: 2, dateDapplication: '2026-03-01' }), o.as.adminA);
    const r = await lire(o.ids.salarieA.employeId, o.as.salarieA);
    expect(r.status).toBe(200);
    const rec = r.body;
    expect(rec.soldeDeRecuperationADate).toBe(120);
    expect(rec.detailsParDatePasse['2026-03-01']).toMatchObject({ solde: 120, ecarts: [] });
    expect((await lire(o.ids.salarieA.employeId, o.as.directeurA)).status).toBe(200);
  });
});

describe('GET /api/employe/:id/soldesDheuresDeTravail', () => {
  const lire = (id: number, qui: Appelant = null) =>
    api.as(qui).call(apiRoutes.employe.heuresDeTravail, { params: { id } });

  it('answers 401, 403 to a colleague, 404 to another establishment', async () => {
    expectApiError(await lire(o.ids.salarieA.employeId), 401);
    expectApiError(await lire(o.ids.salarieA.employeId, o.as.collegueA), 403);
    expectApiError(await lire(o.ids.salarieA.employeId, o.as.adminB), 404);
  });

  it('answers zero worked hours without slots', async () => {
    const cdd = await buildEmploye(t.db, {
      etablissementId: o.etab.a,
      contrat: { contratTypeId: 2, dateDebut: '2026-01-01', dateFin: '2035-12-31' },
    });
    expect((await lire(cdd.id, o.as.adminA)).body).toEqual({ aDate: 0, prevues: 0 });
  });
});
