import { apiRoutes, FINESS_INVALIDE, SIREN_INVALIDE, SIRET_HORS_SIREN, SIRET_INVALIDE } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const { association } = apiRoutes;
const creer = (who: string | null, body: unknown) => api.as(who).callBrut(association.creer, { body });

describe('POST /api/etablissement/association', () => {
  it('answers 401 without a token and 403 to anyone but the Administrateur', async () => {
    expectApiError(await creer(null, { nom: 'X' }), 401);
    for (const email of ['admin-a@test.local', 'directeur-a@test.local', 'salarie-a@test.local']) {
      expectApiError(await creer(email, { nom: 'X' }), 403);
    }
  });

  it('requires a name, in French, and refuses other types', async () => {
    const vide = expectApiError(await creer('admin@test.local', { nom: '  ' }), 400);
    expect(vide.fieldErrors?.nom).toBe('Information obligatoire');
    expectApiError(await creer('admin@test.local', {}), 400);
    expectApiError(await creer('admin@test.local', { nom: 'A', SIREN: 12 }), 400);
  });

  it('refuses identifiers that are free text or lack their key, each under its field (issue 23)', async () => {
    const libre = expectApiError(
      await creer('admin@test.local', { nom: 'A', SIREN: 'abc', FINESS: 'xyz', SIRET: '!!' }),
      400,
    );
    expect(libre.fieldErrors).toEqual({ SIREN: SIREN_INVALIDE, FINESS: FINESS_INVALIDE, SIRET: SIRET_INVALIDE });
    const cles = expectApiError(
      await creer('admin@test.local', { nom: 'A', SIREN: '775672273', FINESS: '750000011', SIRET: '77567227200011' }),
      400,
    );
    expect(Object.keys(cles.fieldErrors ?? {}).sort()).toEqual(['FINESS', 'SIREN', 'SIRET']);
    const autre = expectApiError(
      await creer('admin@test.local', { nom: 'A', SIREN: '775672272', SIRET: '12345678200010' }),
      400,
    );
    expect(autre.fieldErrors).toEqual({ SIRET: SIRET_HORS_SIREN });
  });

  it('creates an association with only a name, then with its numbers, and lists them by id', async () => {
    const seule = await creer('admin@test.local', { nom: 'Les Peupliers' });
    expect(seule.status).toBe(201);
    expect(seule.body).toMatchObject({ nom: 'Les Peupliers', siren: null, FINESSSiegeSocial: null });
    const complete = await creer('admin@test.local', {
      nom: 'Les Saules',
      SIREN: '775 672 272',
      FINESS: '750000010',
      SIRET: '77567227200017',
    });
    expect(complete.body).toEqual({
      associationId: expect.any(Number),
      nom: 'Les Saules',
      siren: '775672272',
      SIREN: '775672272',
      FINESSSiegeSocial: '750000010',
      extensionSIRETSiegeSocial: '77567227200017',
    });
    const liste = await api.as('admin@test.local').call(association.lister);
    const ids = liste.body.map((a) => a.associationId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([org.etab.associationId, seule.body.associationId]));
    const detail = await api
      .as('admin@test.local')
      .call(association.lire, { params: { associationId: complete.body.associationId } });
    expect(detail.body.nom).toBe('Les Saules');
  });

  it('writes the creation in the history', async () => {
    const r = await creer('admin@test.local', { nom: 'Historisée' });
    const rows = await t.db.query.historique.findMany({
      where: (h, { and, eq }) => and(eq(h.entite, 'association'), eq(h.entiteId, r.body.associationId)),
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.action).toBe('CREATION');
  });
});

describe('GET /api/etablissement/association', () => {
  it('is for the Administrateur only', async () => {
    expectApiError(await api.as(null).call(association.lister), 401);
    expectApiError(await api.as('admin-a@test.local').call(association.lister), 403);
    expectApiError(await api.as('admin-a@test.local').call(association.lire, { params: { associationId: 1 } }), 403);
  });

  it('answers 404 for an unknown association and 400 for an id that is not one', async () => {
    expectApiError(
      await api.as('admin@test.local').call(association.lire, { params: { associationId: 999_999 } }),
      404,
    );
    expectApiError(
      await api.as('admin@test.local').callBrut(association.lire, { params: { associationId: 'abc' as never } }),
      400,
    );
  });
});
