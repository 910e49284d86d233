import { apiRoutes } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historique } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { expectApiError } from '../../test/http';
import { type Auth, buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

// GET /employe/{id}/historique: who reads it, pages and filters (decision 034).
let t: TestApp;
let api: ApiClient;
let o: Organisation;
let cible: number;

type Query = Record<string, string | number>;
// Untyped query: the 400 cases send values the contract refuses.
const lire = (auth: Auth | null, id: number, query: Query = {}) =>
  api.as(auth).callBrut(apiRoutes.historique.lireDeEmploye, { params: { id }, query });
const page = async (query: Query = {}, auth: Auth = o.as.adminA) => {
  const r = await lire(auth, cible, query);
  expect(r.status, r.raw.body).toBe(200);
  return r.body;
};

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  o = await buildOrganisation(t);
  cible = o.ids.salarieA.employeId;
  const ligne = (date: string, valeurs: Partial<typeof historique.$inferInsert> = {}) => ({
    acteurId: o.ids.adminA.utilisateurId,
    date: new Date(date),
    entite: 'conges' as const,
    entiteId: 1,
    action: 'CREATION' as const,
    apres: { dateDebut: '2026-03-02' },
    employeId: cible,
    etablissementId: o.etab.a,
    ...valeurs,
  });
  await t.db.insert(historique).values([
    ligne('2026-03-01T09:00:00Z'),
    // 00:30 on 2 March in Paris.
    ligne('2026-03-01T23:30:00Z', {
      entite: 'contrat',
      action: 'MODIFICATION',
      avant: { heuresHebdo: 35 },
      apres: { heuresHebdo: 28 },
      pourId: o.ids.directeurA.utilisateurId,
    }),
    ligne('2026-03-03T10:00:00Z', { entite: 'conges_credit', action: 'CREDIT', apres: { nbJours: 2.5 } }),
    ligne('2026-03-04T10:00:00Z', { action: 'SUPPRESSION', avant: { dateDebut: '2026-03-02' }, apres: null }),
    ligne('2026-03-05T10:00:00Z', { entite: 'membre', acteurId: o.ids.collegueA.utilisateurId }),
    // Another employee's row never shows.
    ligne('2026-03-05T11:00:00Z', { employeId: o.ids.collegueA.employeId }),
    // A change of the employee's user account (no establishment) does.
    ligne('2026-03-06T10:00:00Z', {
      entite: 'utilisateur',
      entiteId: o.ids.salarieA.utilisateurId,
      action: 'MODIFICATION',
      avant: { nom: 'Ancien' },
      apres: { nom: 'Nouveau' },
      employeId: null,
      etablissementId: null,
    }),
  ]);
});
afterAll(() => t.close());

describe('GET /api/employe/{id}/historique: who reads it', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await lire(null, cible), 401);
  });

  it.each(['adminA', 'adminSiege', 'admin'] as const)('answers 200 to %s', async (qui) => {
    expect((await page({}, o.as[qui])).total).toBe(6);
  });

  it.each([
    ['salarieA', 403],
    ['collegueA', 403],
    ['directeurA', 403],
    ['comptableA', 403],
    ['adminB', 404],
  ] as const)('answers %s with %i', async (qui, statut) => {
    const erreur = expectApiError(await lire(o.as[qui], cible), statut);
    if (statut === 403) {
      expect(erreur.message).toBe("Seuls les administrateurs de l'établissement consultent l'historique d'un employé");
    }
  });

  it('answers 404 for an unknown employee and 400 for a malformed id', async () => {
    expectApiError(await lire(o.as.admin, 999_999), 404);
    expectApiError(await lire(o.as.admin, 0), 400);
  });
});

describe('GET /api/employe/{id}/historique: rows, pages and filters', () => {
  it('lists the newest first, with the names of who acted and for whom, before and after', async () => {
    const p = await page();
    expect(p.elements.map((e) => e.entite)).toEqual([
      'utilisateur',
      'membre',
      'conges',
      'conges_credit',
      'contrat',
      'conges',
    ]);
    const contrat = p.elements[4]!;
    expect(contrat).toMatchObject({
      date: '2026-03-01T23:30:00.000Z',
      action: 'MODIFICATION',
      avant: { heuresHebdo: 35 },
      apres: { heuresHebdo: 28 },
      acteur: { utilisateurId: o.ids.adminA.utilisateurId },
      pour: { utilisateurId: o.ids.directeurA.utilisateurId },
    });
    expect(contrat.acteur.nomComplet).toMatch(/\S+ \S+/);
    expect(p.elements[0]!.pour).toBeNull();
  });

  it('pages with _page (from 0) and _taille, and gives the total', async () => {
    const p0 = await page({ _taille: 4 });
    const p1 = await page({ _taille: 4, _page: 1 });
    expect([p0.total, p0.page, p0.taille, p0.elements.length]).toEqual([6, 0, 4, 4]);
    expect([p1.page, p1.elements.length]).toEqual([1, 2]);
    expect(p1.elements.map((e) => e.entite)).toEqual(['contrat', 'conges']);
    expect((await page({ _page: 9 })).elements).toEqual([]);
  });

  it('filters by entity and by action', async () => {
    const conges = await page({ _entite: 'conges' });
    expect(conges.total).toBe(2);
    expect(conges.elements.map((e) => e.action)).toEqual(['SUPPRESSION', 'CREATION']);
    expect((await page({ _action: 'CREDIT' })).elements.map((e) => e.entite)).toEqual(['conges_credit']);
    expect((await page({ _entite: 'conges', _action: 'SUPPRESSION' })).total).toBe(1);
  });

  it('filters by period in Paris days, both ends included', async () => {
    const jour2 = await page({ _du: '2026-03-02', _au: '2026-03-02' });
    expect(jour2.elements.map((e) => e.entite)).toEqual(['contrat']);
    expect((await page({ _du: '2026-03-04' })).total).toBe(3);
    expect((await page({ _au: '2026-03-01' })).total).toBe(1);
  });

  it('answers 400 for an unknown entity or action, a reversed period, a bad page size', async () => {
    const refusees: Query[] = [
      { _entite: 'facture' },
      { _action: 'VOL' },
      { _du: '2026-03-05', _au: '2026-03-01' },
      { _taille: 0 },
      { _du: 'hier' },
    ];
    for (const q of refusees) {
      expectApiError(await lire(o.as.adminA, cible, q), 400);
    }
  });
});
