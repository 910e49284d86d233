import { apiRoutes, type RegleCongesBody } from '@roulement/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historique, regleConges } from '../../../db/schema';
import { type ApiClient, apiClient } from '../../../test/api';
import { buildRegleConges } from '../../../test/factories';
import { expectApiError } from '../../../test/http';
import { buildOrganisation, type Organisation } from '../../../test/organisation';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const R = apiRoutes.conges;
let t: TestApp;
let o: Organisation;
let api: ApiClient;

const corps = (overrides: Partial<RegleCongesBody> = {}): RegleCongesBody => ({
  dateDebut: '2027-01-01',
  joursParMois: 2.08,
  joursParMoisMaladie: 2,
  joursParPalierAnciennete: 2,
  joursAncienneteMax: 6,
  trimestreEte: 3,
  joursTrimestriels: { educatif: 6, cadre: 6, paramedical: 3, administratif: 3, services_generaux: 3 },
  ...overrides,
});
const nbVersions = async () => (await t.db.select({ n: count() }).from(regleConges))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  api = apiClient(t);
  await buildRegleConges(t.db, { associationId: o.etab.associationId, dateDebut: '2000-01-01' });
});
afterAll(() => t.close());

describe('GET /api/conges/regles/:associationId', () => {
  const lire = (qui: Parameters<ApiClient['as']>[0], associationId = o.etab.associationId) =>
    api.as(qui).call(R.regles, { params: { associationId } });

  it('answers 401 without a token, 404 outside the association or to a non-administrator', async () => {
    expectApiError(await lire(null), 401);
    for (const qui of ['adminB', 'salarieA', 'directeurA', 'comptableA'] as const)
      expectApiError(await lire(o.as[qui]), 404);
    expectApiError(await lire(o.as.admin, 999_999), 404);
  });

  it('lists the versions to an administrator of the association, with what they may do', async () => {
    const reponse = await lire(o.as.adminA);
    expect(reponse.status).toBe(200);
    expect(reponse.body.versions.map((v) => [v.dateDebut, v.joursParMois, v.joursTrimestriels.educatif])).toEqual([
      ['2000-01-01', 2.5, 6],
    ]);
    expect(reponse.body.abilities.creer).toBe(false);
    expect((await lire(o.as.adminSiege)).body.abilities.creer).toBe(true);
  });
});

describe('POST /api/conges/regles/:associationId', () => {
  const creer = (qui: Parameters<ApiClient['as']>[0], body: unknown = corps()) =>
    api.as(qui).callBrut(R.creerRegle, { params: { associationId: o.etab.associationId }, body });

  it('answers 403 to an establishment administrator, 404 to another association, writing nothing', async () => {
    expectApiError(await creer(o.as.adminA), 403);
    expectApiError(await creer(o.as.adminB), 404);
    expectApiError(await creer(o.as.salarieA), 404);
    expect(await nbVersions()).toBe(1);
  });

  it.each([
    ['joursParMois', corps({ joursParMois: 40 }), 'Entrez un nombre de jours entre 0 et 31'],
    ['trimestreEte', corps({ trimestreEte: 5 }), 'Trimestre invalide (1 à 4)'],
    ['dateDebut', corps({ dateDebut: '2027-02-30' }), 'Date invalide'],
  ])('answers a French 400 on %s', async (_champ, body, message) => {
    const reponse = await creer(o.as.adminSiege, body);
    expectApiError(reponse, 400);
    expect(reponse.raw.body).toContain(message);
  });

  it('adds a version from its date for the head office administrator, with its history row', async () => {
    const reponse = await creer(o.as.adminSiege);
    expect(reponse.status).toBe(201);
    expect(reponse.body.versions.map((v) => [v.dateDebut, v.joursParMois])).toEqual([
      ['2027-01-01', 2.08],
      ['2000-01-01', 2.5],
    ]);
    const audit = await t.db.select().from(historique).where(eq(historique.entite, 'regle_conges'));
    expect(audit).toMatchObject([{ action: 'CREATION', apres: { dateDebut: '2027-01-01', joursParMois: 2.08 } }]);
  });

  it('refuses a version that does not start after the latest, under its date field', async () => {
    const reponse = await creer(o.as.admin, corps({ dateDebut: '2026-06-01' }));
    expectApiError(reponse, 400);
    expect(reponse.error.fieldErrors?.dateDebut).toBe(
      'La nouvelle version commence après la dernière, en vigueur depuis le 01/01/2027',
    );
    expect(await nbVersions()).toBe(2);
  });
});
