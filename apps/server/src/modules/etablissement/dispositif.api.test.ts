import { apiRoutes } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispositif } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
let org: Organisation;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  org = await buildOrganisation(t);
});
afterAll(() => t.close());

const routes = apiRoutes.dispositif;
const lister = (who: string | null, id: number) => api.as(who).call(routes.lister, { params: { id } });
const creer = (who: string | null, id: number, body: unknown) =>
  api.as(who).callBrut(routes.creer, { params: { id }, body });
const supprimer = (who: string | null, id: number, dispositifId: number) =>
  api.as(who).call(routes.supprimer, { params: { id, dispositifId } });
const valide = { libelle: 'Hébergement permanent', dureeMinimum: 30, dureeMaximum: 3650 };

describe('GET /api/etablissement/:id/dispositifs', () => {
  it('answers 401, 404 outside the actor’s establishments, an empty list with its flag', async () => {
    expectApiError(await lister(null, org.etab.a), 401);
    expectApiError(await lister('admin-b@test.local', org.etab.a), 404);
    expect((await lister('salarie-a@test.local', org.etab.a)).body).toEqual({ succes: true, dispositifs: [] });
  });
});

describe('POST /api/etablissement/:id/dispositifs', () => {
  it('answers 401, 404 outside, 403 to an employee or an accountant', async () => {
    expectApiError(await creer(null, org.etab.a, valide), 401);
    expectApiError(await creer('admin-b@test.local', org.etab.a, valide), 404);
    expectApiError(await creer('directeur-a@test.local', org.etab.b, valide), 404);
    expectApiError(await creer('salarie-a@test.local', org.etab.a, valide), 403);
    expectApiError(await creer('comptable-a@test.local', org.etab.a, valide), 403);
  });

  it('lets the director create and remove a scheme of their establishment (issue 23)', async () => {
    const body = { libelle: 'Accueil temporaire du directeur', dureeMinimum: 1, dureeMaximum: 90 };
    const cree = await creer('directeur-a@test.local', org.etab.a, body);
    expect(cree.status).toBe(200);
    const id = cree.body.dispositifs.find((d) => d.libelle === body.libelle)!.dispositifId;
    const retire = await supprimer('directeur-a@test.local', org.etab.a, id);
    expect(retire.status).toBe(200);
    expect(retire.body.dispositifs.map((d) => d.dispositifId)).not.toContain(id);
    const rows = await t.db.query.historique.findMany({
      where: (h, { and, eq }) => and(eq(h.entite, 'dispositif'), eq(h.entiteId, id)),
    });
    expect(rows.map((h) => [h.action, h.acteurId])).toEqual([
      ['CREATION', org.ids.directeurA.utilisateurId],
      ['SUPPRESSION', org.ids.directeurA.utilisateurId],
    ]);
  });

  it.each([
    [{ ...valide, libelle: 'ab' }, 'libelle', 'Trop court (3 caractères minimum)'],
    [{ ...valide, libelle: '  ab  ' }, 'libelle', 'Trop court (3 caractères minimum)'],
    [{ ...valide, dureeMaximum: 0 }, 'dureeMaximum', 'Entrez une valeur positive'],
    [{ ...valide, dureeMaximum: -3 }, 'dureeMaximum', 'Entrez une valeur positive'],
    [{ ...valide, dureeMinimum: 0 }, 'dureeMinimum', 'Entrez une valeur positive'],
    [{ libelle: 'Accueil', dureeMinimum: 1 }, 'dureeMaximum', 'Entrez une valeur positive'],
    [{ ...valide, dureeMaximum: 'dix' }, 'dureeMaximum', 'Entrez une valeur positive'],
    [
      { ...valide, dureeMinimum: 40, dureeMaximum: 10 },
      'dureeMaximum',
      'La durée maximum doit être au moins la durée minimum',
    ],
  ])('refuses %j', async (body, champ, message) => {
    expect(expectApiError(await creer('admin-a@test.local', org.etab.a, body), 400).fieldErrors?.[champ]).toBe(message);
  });

  it('creates schemes (administrator of the establishment or of its head office) and answers the list by label, with a history row', async () => {
    const r = await creer('admin-a@test.local', org.etab.a, valide);
    expect(r.status).toBe(200);
    const parSiege = await creer('admin-siege@test.local', org.etab.a, {
      libelle: 'Accueil temporaire',
      dureeMinimum: 1,
      dureeMaximum: 90,
    });
    expect(parSiege.body).toEqual({
      succes: true,
      dispositifs: [
        {
          dispositifId: expect.any(Number),
          etablissementId: org.etab.a,
          libelle: 'Accueil temporaire',
          dureeMinimum: 1,
          dureeMaximum: 90,
        },
        { dispositifId: expect.any(Number), etablissementId: org.etab.a, ...valide },
      ],
    });
    const id = parSiege.body.dispositifs[0]!.dispositifId;
    const rows = await t.db.query.historique.findMany({
      where: (h, { and, eq }) => and(eq(h.entite, 'dispositif'), eq(h.entiteId, id)),
    });
    expect(rows.map((h) => h.action)).toEqual(['CREATION']);
  });
});

describe('DELETE /api/etablissement/:id/dispositifs/:dispositifId', () => {
  it('answers 401, 404 outside, 403 to an employee, 404 for a scheme of another establishment', async () => {
    const cree = await creer('admin@test.local', org.etab.b, {
      libelle: 'Accueil de jour',
      dureeMinimum: 1,
      dureeMaximum: 365,
    });
    const idB = cree.body.dispositifs[0]!.dispositifId;
    expectApiError(await supprimer(null, org.etab.b, idB), 401);
    expectApiError(await supprimer('admin-a@test.local', org.etab.b, idB), 404);
    expectApiError(await supprimer('admin-a@test.local', org.etab.a, idB), 404);
    const idA = (await lister('admin-a@test.local', org.etab.a)).body.dispositifs[0]!.dispositifId;
    expectApiError(await supprimer('salarie-a@test.local', org.etab.a, idA), 403);
    expectApiError(await supprimer('directeur-a@test.local', org.etab.b, idB), 404);
  });

  it('keeps the row for existing stays but leaves it out of the list; twice is a 404', async () => {
    const avant = (await lister('admin-a@test.local', org.etab.a)).body.dispositifs;
    const cible = avant[0]!.dispositifId;
    const r = await supprimer('admin-a@test.local', org.etab.a, cible);
    expect(r.status).toBe(200);
    expect(r.body.dispositifs.map((d) => d.dispositifId)).toEqual(avant.slice(1).map((d) => d.dispositifId));
    const [row] = await t.db.select().from(dispositif).where(eq(dispositif.id, cible));
    expect(row?.supprimeLe).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expectApiError(await supprimer('admin-a@test.local', org.etab.a, cible), 404);
    const rows = await t.db.query.historique.findMany({
      where: (h, { and, eq }) => and(eq(h.entite, 'dispositif'), eq(h.entiteId, cible)),
    });
    expect(rows.map((h) => h.action)).toContain('SUPPRESSION');
  });
});
