import { apiRoutes, CLE_SIRET_INVALIDE, EXTENSION_SIRET_INVALIDE, FINESS_INVALIDE } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etablissement, roleUtilisateur } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { buildEmploye, buildUtilisateur } from '../../test/factories';
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
  await t.db.update(etablissement).set({ numeroFiness: '750000010' }).where(eq(etablissement.id, org.etab.siege));
});
afterAll(() => t.close());

const { etablissement: routes } = apiRoutes;
const ADMIN = 'admin@test.local';
const rolesOf = async (utilisateurId: number) =>
  (await t.db.select().from(roleUtilisateur).where(eq(roleUtilisateur.utilisateurId, utilisateurId))).map(
    (r) => r.role,
  );

describe('POST /api/etablissement', () => {
  const creer = (who: string | null, body: unknown) => api.as(who).callBrut(routes.creer, { body });

  it('answers 401 without a token and 403 to an establishment administrator', async () => {
    expectApiError(await creer(null, { raisonSociale: 'X', extensionSIRET: '00099' }), 401);
    expectApiError(await creer('admin-a@test.local', { raisonSociale: 'X', extensionSIRET: '00099' }), 403);
  });

  it('requires raisonSociale and extensionSIRET, in French', async () => {
    const e = expectApiError(await creer(ADMIN, { associationId: org.etab.associationId, raisonSociale: '' }), 400);
    expect(e.fieldErrors?.raisonSociale).toBe('Information obligatoire');
    expect(e.fieldErrors?.extensionSIRET).toBeDefined();
  });

  it('refuses identifiers without their key, each under its field (issue 23)', async () => {
    const libre = expectApiError(
      await creer(ADMIN, {
        associationId: org.etab.associationId,
        raisonSociale: 'X',
        numeroFINESS: 'xyz',
        extensionSIRET: '!!',
      }),
      400,
    );
    expect(libre.fieldErrors).toMatchObject({
      numeroFINESS: FINESS_INVALIDE,
      extensionSIRET: EXTENSION_SIRET_INVALIDE,
    });
    await t.db.execute(`update association set siren = '111222337' where id = ${org.etab.associationId}`);
    // 111222337 00042 fails the Luhn key of the whole SIRET: only the server knows the SIREN.
    const cle = expectApiError(
      await creer(ADMIN, { associationId: org.etab.associationId, raisonSociale: 'X', extensionSIRET: '00042' }),
      400,
    );
    expect(cle.fieldErrors).toEqual({ extensionSIRET: CLE_SIRET_INVALIDE });
  });

  it('refuses an unknown association', async () => {
    const e = expectApiError(
      await creer(ADMIN, { associationId: 999_999, raisonSociale: 'X', extensionSIRET: '00099' }),
      400,
    );
    expect(e.fieldErrors?.associationId).toBe('Association introuvable');
  });

  it('creates it under its association, SIRET from the SIREN, head office from the FINESS', async () => {
    await t.db.execute(
      `update association set siren = '111222337', finess_siege_social = '750000010' where id = ${org.etab.associationId}`,
    );
    const r = await creer(ADMIN, {
      associationId: org.etab.associationId,
      raisonSociale: 'Maison des Aulnes',
      numeroFINESS: '',
      extensionSIRET: '00045',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      raisonSociale: 'Maison des Aulnes',
      numeroFINESS: null,
      numeroSIRET: '11122233700045',
      siegeSocialId: org.etab.siege,
      granulariteMinutes: 15,
      directeur: null,
      abilities: { modifierReglages: true, designerDirecteur: true },
    });
    const liste = await api.as(ADMIN).call(routes.lister);
    expect(liste.body.map((e) => e.etablissementId)).toContain(r.body.etablissementId);
  });
});

describe('GET /api/etablissement/:id', () => {
  it('answers 404 outside the actor’s establishments, with the abilities of each role', async () => {
    expectApiError(await api.as(null).call(routes.lire, { params: { id: org.etab.a } }), 401);
    expectApiError(await api.as('admin-b@test.local').call(routes.lire, { params: { id: org.etab.a } }), 404);
    expectApiError(await api.as(ADMIN).call(routes.lire, { params: { id: 999_999 } }), 404);
    const directeur = await api.as('directeur-a@test.local').call(routes.lire, { params: { id: org.etab.a } });
    expect(directeur.body.directeur?.employeId).toBe(org.ids.directeurA.employeId);
    // Issue 23 (decision 054 revised): the director manages the tab's accountants and schemes.
    expect(directeur.body.abilities).toEqual({
      modifierReglages: false,
      designerDirecteur: false,
      gererComptables: true,
      gererDispositifs: true,
    });
    const salarie = await api.as('salarie-a@test.local').call(routes.lire, { params: { id: org.etab.a } });
    expect(salarie.body.abilities).toEqual({
      modifierReglages: false,
      designerDirecteur: false,
      gererComptables: false,
      gererDispositifs: false,
    });
    const adminA = await api.as('admin-a@test.local').call(routes.lire, { params: { id: org.etab.a } });
    expect(adminA.body.abilities).toMatchObject({
      designerDirecteur: true,
      gererComptables: true,
      gererDispositifs: true,
    });
  });
});

describe('PUT /api/etablissement/:id/directeur', () => {
  const designer = (who: string | null, id: number, body: unknown) =>
    api.as(who).callBrut(routes.designerDirecteur, { params: { id }, body });

  it('answers 401, 404 outside, 403 to a director or an employee', async () => {
    const body = { employeId: org.ids.salarieA.employeId };
    expectApiError(await designer(null, org.etab.a, body), 401);
    expectApiError(await designer('admin-b@test.local', org.etab.a, body), 404);
    expectApiError(await designer('directeur-a@test.local', org.etab.a, body), 403);
    expectApiError(await designer('salarie-a@test.local', org.etab.a, body), 403);
  });

  it('refuses an employee of another establishment and a mismatched body', async () => {
    const e = expectApiError(await designer(ADMIN, org.etab.a, { employeId: org.ids.adminB.employeId }), 400);
    expect(e.fieldErrors?.employeId).toContain("employé de l'établissement");
    expectApiError(await designer(ADMIN, org.etab.a, { etablissementId: org.etab.b, employeId: 1 }), 400);
    expectApiError(await designer(ADMIN, org.etab.a, { employeId: 'x' }), 400);
  });

  it('moves DIRECTEUR_{id} from the former director to the new one, with a history row', async () => {
    const r = await designer('admin-a@test.local', org.etab.a, {
      etablissementId: org.etab.a,
      employeId: org.ids.collegueA.employeId,
    });
    expect(r.status).toBe(200);
    expect(r.body.directeur).toMatchObject({ employeId: org.ids.collegueA.employeId });
    expect(await rolesOf(org.ids.collegueA.utilisateurId)).toContain(`ROLE_DIRECTEUR_${org.etab.a}`);
    expect(await rolesOf(org.ids.directeurA.utilisateurId)).not.toContain(`ROLE_DIRECTEUR_${org.etab.a}`);
    // The former director's token carried the role: it is revoked.
    expectApiError(await api.as(org.as.directeurA).call(routes.lire, { params: { id: org.etab.a } }), 401);
    const rows = await t.db.query.historique.findMany({
      where: (h, { and, eq }) => and(eq(h.entite, 'etablissement'), eq(h.entiteId, org.etab.a)),
    });
    expect(rows.some((h) => h.action === 'MODIFICATION' && h.employeId === org.ids.collegueA.employeId)).toBe(true);
  });

  it('accepts an employee of the head office', async () => {
    const u = await buildUtilisateur(t.db, { email: 'cadre-siege@test.local' });
    const emp = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: org.etab.siege });
    const r = await designer(ADMIN, org.etab.a, { employeId: emp.id });
    expect(r.body.directeur?.employeId).toBe(emp.id);
  });
});

describe('PUT /api/etablissement/:id/reglages', () => {
  const regler = (who: string | null, id: number, body: unknown) =>
    api.as(who).callBrut(routes.modifierReglages, { params: { id }, body });

  it('is for the Administrateur only', async () => {
    expectApiError(await regler(null, org.etab.a, {}), 401);
    expectApiError(await regler('admin-a@test.local', org.etab.a, { exportPaye: true }), 403);
    expectApiError(await regler(ADMIN, 999_999, { exportPaye: true }), 404);
  });

  it.each([
    [{ numeroUrgence: '12345' }, 'numeroUrgence', 'Numéro de téléphone invalide (ex. 01 84 00 00 14)'],
    [
      { urlApplicationUsagers: 'javascript:alert(1)' },
      'urlApplicationUsagers',
      'Adresse web invalide (http:// ou https://)',
    ],
    [
      { urlApplicationUsagers: 'pas une adresse' },
      'urlApplicationUsagers',
      'Adresse web invalide (http:// ou https://)',
    ],
    [{ relanceValidationJours: 0 }, 'relanceValidationJours', 'Entre 1 et 30 jours'],
    [{ relanceValidationJours: 31 }, 'relanceValidationJours', 'Entre 1 et 30 jours'],
    [{ granulariteMinutes: 7 }, 'granulariteMinutes', 'Granularité invalide (5, 10, 15, 20, 30 ou 60 minutes)'],
  ])('refuses %j', async (body, champ, message) => {
    expect(expectApiError(await regler(ADMIN, org.etab.a, body), 400).fieldErrors?.[champ]).toBe(message);
  });

  it('changes only the fields sent, clears with an empty text, and writes the history', async () => {
    const r = await regler(ADMIN, org.etab.a, {
      numeroUrgence: '01 84 00 00 14',
      urlApplicationUsagers: 'https://usagers.example.org',
      relanceValidationJours: 7,
      exportPaye: true,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      numeroUrgence: '01 84 00 00 14',
      urlApplicationUsagers: 'https://usagers.example.org',
      relanceValidationJours: 7,
      exportPaye: true,
      annexe10: false,
    });
    const efface = await regler(ADMIN, org.etab.a, { urlApplicationUsagers: '', annexe10: true });
    expect(efface.body).toMatchObject({ urlApplicationUsagers: null, annexe10: true, numeroUrgence: '01 84 00 00 14' });
    const rows = await t.db.query.historique.findMany({
      where: (h, { and, eq }) => and(eq(h.entite, 'etablissement'), eq(h.entiteId, org.etab.a)),
    });
    expect(rows.some((h) => (h.apres as Record<string, unknown> | null)?.numeroUrgence === '01 84 00 00 14')).toBe(
      true,
    );
  });
});
