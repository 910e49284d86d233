import { apiRoutes } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleUtilisateur } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
let org: Organisation;
let nouveau: number;
let cabinet: number;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  org = await buildOrganisation(t);
  nouveau = (await buildUtilisateur(t.db, { email: 'nouveau-comptable@test.local', prenom: 'Aline', nom: 'Abaque' }))
    .id;
  cabinet = (await buildUtilisateur(t.db, { email: 'cabinet@test.local', prenom: 'Cécile', nom: 'Cabinet' })).id;
});
afterAll(() => t.close());

const { comptable } = apiRoutes;
const lister = (who: string | null, id: number) => api.as(who).call(comptable.lister, { params: { id } });
const ajouter = (who: string | null, id: number, body: unknown) =>
  api.as(who).callBrut(comptable.ajouter, { params: { id }, body });
const retirer = (who: string | null, id: number, body: unknown) =>
  api.as(who).callBrut(comptable.retirer, { params: { id }, body });
const candidats = (who: string | null, id: number) => api.as(who).call(comptable.candidats, { params: { id } });
const rolesOf = async (utilisateurId: number) =>
  (await t.db.select().from(roleUtilisateur).where(eq(roleUtilisateur.utilisateurId, utilisateurId))).map(
    (r) => r.role,
  );

describe('GET /api/etablissement/:id/comptable', () => {
  it('answers 401, 404 outside the actor’s establishments', async () => {
    expectApiError(await lister(null, org.etab.a), 401);
    expectApiError(await lister('admin-b@test.local', org.etab.a), 404);
    expectApiError(await lister('admin@test.local', 999_999), 404);
  });

  it('lists the accountants with a success flag, to anyone who sees the establishment', async () => {
    const r = await lister('salarie-a@test.local', org.etab.a);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      succes: true,
      comptables: [
        {
          utilisateurId: org.ids.comptableA,
          nomComplet: expect.any(String),
          email: 'comptable-a@test.local',
          employeId: null,
          utilisateur: expect.objectContaining({ utilisateurId: org.ids.comptableA, email: 'comptable-a@test.local' }),
        },
      ],
    });
  });
});

describe('POST and DELETE /api/etablissement/:id/comptable', () => {
  it('answers 401, 404 outside, 403 to whoever neither directs nor administers the establishment', async () => {
    const body = { nouveauComptableUtilisateurId: nouveau };
    expectApiError(await ajouter(null, org.etab.a, body), 401);
    expectApiError(await ajouter('admin-b@test.local', org.etab.a, body), 404);
    for (const email of ['salarie-a@test.local', 'comptable-a@test.local']) {
      expectApiError(await ajouter(email, org.etab.a, body), 403);
      expectApiError(await retirer(email, org.etab.a, { ancienComptableUtilisateurId: org.ids.comptableA }), 403);
    }
  });

  it('validates the body, in French', async () => {
    expectApiError(await ajouter('admin-a@test.local', org.etab.a, {}), 400);
    expectApiError(await ajouter('admin-a@test.local', org.etab.a, { nouveauComptableUtilisateurId: 'x' }), 400);
    const inconnu = expectApiError(
      await ajouter('admin-a@test.local', org.etab.a, { nouveauComptableUtilisateurId: 999_999 }),
      400,
    );
    expect(inconnu.fieldErrors?.nouveauComptableUtilisateurId).toBe('Utilisateur introuvable');
    expectApiError(
      await ajouter('admin-a@test.local', org.etab.a, {
        etablissementId: org.etab.b,
        nouveauComptableUtilisateurId: nouveau,
      }),
      400,
    );
  });

  it('adds an accountant, who gets COMPTABLE_{id}; twice is a conflict', async () => {
    const r = await ajouter('admin-a@test.local', org.etab.a, {
      etablissementId: org.etab.a,
      nouveauComptableUtilisateurId: nouveau,
    });
    expect(r.status).toBe(200);
    expect(r.body.succes).toBe(true);
    expect(r.body.comptables.map((c) => c.utilisateurId)).toEqual([nouveau, org.ids.comptableA]);
    expect(await rolesOf(nouveau)).toContain(`ROLE_COMPTABLE_${org.etab.a}`);
    expectApiError(await ajouter('admin@test.local', org.etab.a, { nouveauComptableUtilisateurId: nouveau }), 409);
    const rows = await t.db.query.historique.findMany({
      where: (h, { and, eq }) => and(eq(h.entite, 'comptable'), eq(h.entiteId, nouveau)),
    });
    expect(rows.map((h) => h.action)).toEqual(['CREATION']);
  });

  it('removes an accountant, who loses the role and their token; an unknown one is a 404', async () => {
    const jeton = await t.login('comptable-a@test.local');
    const r = await retirer('admin-siege@test.local', org.etab.a, {
      etablissementId: org.etab.a,
      ancienComptableUtilisateurId: org.ids.comptableA,
    });
    expect(r.status).toBe(200);
    expect(r.body.comptables.map((c) => c.utilisateurId)).toEqual([nouveau]);
    expect(await rolesOf(org.ids.comptableA)).not.toContain(`ROLE_COMPTABLE_${org.etab.a}`);
    expectApiError(await api.as(jeton).call(comptable.lister, { params: { id: org.etab.a } }), 401);
    expectApiError(
      await retirer('admin-a@test.local', org.etab.a, { ancienComptableUtilisateurId: org.ids.comptableA }),
      404,
    );
  });
});

describe('the director manages the accountants of their establishment (issue 23, decision 054 revised)', () => {
  it('adds and removes one, with its history row and its role', async () => {
    const ajout = await ajouter('directeur-a@test.local', org.etab.a, { nouveauComptableUtilisateurId: cabinet });
    expect(ajout.status).toBe(200);
    expect(ajout.body.comptables.map((c) => c.utilisateurId)).toContain(cabinet);
    expect(await rolesOf(cabinet)).toContain(`ROLE_COMPTABLE_${org.etab.a}`);
    const retrait = await retirer('directeur-a@test.local', org.etab.a, { ancienComptableUtilisateurId: cabinet });
    expect(retrait.status).toBe(200);
    expect(retrait.body.comptables.map((c) => c.utilisateurId)).not.toContain(cabinet);
    const rows = await t.db.query.historique.findMany({
      where: (h, { and, eq }) => and(eq(h.entite, 'comptable'), eq(h.entiteId, cabinet)),
    });
    expect(rows.map((h) => [h.action, h.acteurId])).toEqual([
      ['CREATION', org.ids.directeurA.utilisateurId],
      ['SUPPRESSION', org.ids.directeurA.utilisateurId],
    ]);
  });

  it('is 404 for another establishment', async () => {
    const body = { nouveauComptableUtilisateurId: cabinet };
    expectApiError(await ajouter('directeur-a@test.local', org.etab.b, body), 404);
    expectApiError(await retirer('directeur-a@test.local', org.etab.b, { ancienComptableUtilisateurId: cabinet }), 404);
    expectApiError(await candidats('directeur-a@test.local', org.etab.b), 404);
  });

  it('offers the employees of the establishment, to those who manage its accountants only', async () => {
    const r = await candidats('directeur-a@test.local', org.etab.a);
    expect(r.status).toBe(200);
    const emails = r.body.map((c) => c.email);
    expect(emails).toEqual(expect.arrayContaining(['admin-a@test.local', 'salarie-a@test.local']));
    expect(emails).not.toContain('admin-siege@test.local');
    expect(r.body.find((c) => c.email === 'salarie-a@test.local')).toEqual({
      utilisateurId: org.ids.salarieA.utilisateurId,
      employeId: org.ids.salarieA.employeId,
      nomComplet: expect.any(String),
      email: 'salarie-a@test.local',
    });
    expect((await candidats('admin-a@test.local', org.etab.a)).status).toBe(200);
    expectApiError(await candidats(null, org.etab.a), 401);
    expectApiError(await candidats('salarie-a@test.local', org.etab.a), 403);
    expectApiError(await candidats('admin-b@test.local', org.etab.a), 404);
  });
});
