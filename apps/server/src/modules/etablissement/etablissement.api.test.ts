import { apiRoutes } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import {
  ajouterComptable,
  buildAssociation,
  buildEmploye,
  buildEtablissement,
  buildUtilisateur,
  designerDirecteur,
} from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
let e: Record<'siege' | 'e1' | 'e2' | 'autre', number>;
let directeurDuSiege: { employeId: number; utilisateurId: number };

const lister = (email: string | null = null) => api.as(email).call(apiRoutes.etablissement.lister);
const idsVus = async (email: string) => {
  const r = await lister(email);
  expect(r.status).toBe(200);
  return r.body.map((x) => x.etablissementId);
};

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  const asso = await buildAssociation(t.db);
  // Created out of id order on purpose, so the answer's order is the server's doing.
  const autre = await buildEtablissement(t.db, { raisonSociale: 'Autre association' });
  const siege = await buildEtablissement(t.db, { associationId: asso.id, raisonSociale: 'Siège' });
  const e2 = await buildEtablissement(t.db, {
    associationId: asso.id,
    siegeSocialId: siege.id,
    aideIndividuelleMensuelle: true,
  });
  const e1 = await buildEtablissement(t.db, {
    associationId: asso.id,
    siegeSocialId: siege.id,
    granulariteMinutes: 30,
  });
  e = { siege: siege.id, e1: e1.id, e2: e2.id, autre: autre.id };

  const user = async (email: string) => (await buildUtilisateur(t.db, { email })).id;
  await buildEmploye(t.db, { utilisateurId: await user('salarie@test.local'), etablissementId: e1.id });
  const double = await user('double@test.local');
  await buildEmploye(t.db, { utilisateurId: double, etablissementId: autre.id });
  await buildEmploye(t.db, { utilisateurId: double, etablissementId: e2.id });
  await buildEmploye(t.db, { utilisateurId: await user('siege@test.local'), etablissementId: siege.id });
  const directeur = await buildUtilisateur(t.db, { email: 'directeur@test.local', prenom: 'Diane', nom: 'Laval' });
  const emploi = await buildEmploye(t.db, { utilisateurId: directeur.id, etablissementId: e1.id, contrat: null });
  directeurDuSiege = { employeId: emploi.id, utilisateurId: directeur.id };
  await designerDirecteur(t.db, siege.id, emploi.id, directeur.id);
  await ajouterComptable(t.db, e2.id, await user('comptable@test.local'));
  await buildEmploye(t.db, {
    utilisateurId: await user('parti@test.local'),
    etablissementId: e1.id,
    contrat: { dateDebut: '2019-01-01', dateFin: '2020-12-31', contratTypeId: 2 },
  });
  await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
});
afterAll(() => t.close());

describe('GET /api/etablissement', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await lister(), 401);
  });

  it('shows a plain employee their own establishment only', async () => {
    expect(await idsVus('salarie@test.local')).toEqual([e.e1]);
  });

  it('shows an employee of two establishments both, sorted by id', async () => {
    expect(await idsVus('double@test.local')).toEqual([e.e2, e.autre].sort((a, b) => a - b));
  });

  it('shows a role held for the head office every establishment whose siège it is', async () => {
    const attendus = [e.siege, e.e1, e.e2].sort((a, b) => a - b);
    expect(await idsVus('siege@test.local')).toEqual(attendus);
    expect(await idsVus('directeur@test.local')).toEqual(attendus);
  });

  it('shows an accountant the establishment they keep the books of', async () => {
    expect(await idsVus('comptable@test.local')).toEqual([e.e2]);
  });

  it('shows nothing to a former employee without any role in an establishment', async () => {
    expect(await idsVus('parti@test.local')).toEqual([]);
  });

  it('shows the Administrateur every establishment, sorted by id, with their settings', async () => {
    const r = await lister('admin@test.local');
    const list = r.body;
    const ids = list.map((x) => x.etablissementId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([e.siege, e.e1, e.e2, e.autre]));
    expect(list.find((x) => x.etablissementId === e.e1)).toEqual({
      etablissementId: e.e1,
      associationId: expect.any(Number),
      raisonSociale: expect.any(String),
      numeroFINESS: null,
      numeroSIRET: null,
      siegeSocialId: e.siege,
      granulariteMinutes: 30,
      directeur: null,
      aideIndividuelleMensuelle: false,
      exportPaye: false,
      urlApplicationUsagers: null,
    });
    expect(list.find((x) => x.etablissementId === e.e2)).toMatchObject({
      aideIndividuelleMensuelle: true,
      granulariteMinutes: 15,
    });
  });

  it("names each establishment's director, an employee (spec §3, issue 23)", async () => {
    const vus = (await lister('directeur@test.local')).body;
    expect(vus.find((x) => x.etablissementId === e.siege)?.directeur).toEqual({
      ...directeurDuSiege,
      nomComplet: 'Diane Laval',
    });
    expect(vus.find((x) => x.etablissementId === e.e2)?.directeur).toBeNull();
  });
});
