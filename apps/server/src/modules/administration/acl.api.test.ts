import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employe, etablissement, roleUtilisateur, service } from '../../db/schema';
import { buildEmploye, buildEtablissement, buildService, buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

type Auth = { authorization: string };
let t: TestApp;
let admin: Auth;
let gestionnaire: Auth;
let salarie: Auth;
let ids: { admin: number; gestionnaire: number; salarie: number; employeSalarie: number; etabA: number; etabB: number };

const rolesOf = async (utilisateurId: number) =>
  (await t.db.select().from(roleUtilisateur).where(eq(roleUtilisateur.utilisateurId, utilisateurId)))
    .map((r) => r.role)
    .sort();
const lister = (query: string, headers?: Auth) =>
  t.inject({ method: 'GET', url: `/api/acl${query}`, ...(headers ? { headers } : {}) });
const rafraichir = (payload: object, headers?: Auth) =>
  t.inject({ method: 'POST', url: '/api/acl/refresh', payload, ...(headers ? { headers } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildEtablissement(t.db);
  const b = await buildEtablissement(t.db, { associationId: a.associationId, siegeSocialId: a.id });
  const adminRow = await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
  const g = await buildUtilisateur(t.db, { email: 'gestionnaire@test.local' });
  await buildEmploye(t.db, { utilisateurId: g.id, etablissementId: a.id, administrateur: true });
  const s = await buildUtilisateur(t.db, { email: 'salarie@test.local' });
  const e = await buildEmploye(t.db, { utilisateurId: s.id, etablissementId: b.id });
  ids = { admin: adminRow.id, gestionnaire: g.id, salarie: s.id, employeSalarie: e.id, etabA: a.id, etabB: b.id };
  admin = await t.login('admin@test.local');
  gestionnaire = await t.login('gestionnaire@test.local');
  salarie = await t.login('salarie@test.local');
});
afterAll(() => t.close());

describe('GET /api/acl', () => {
  it('answers 401 without a token and 403 to anyone but the Administrateur', async () => {
    expectApiError(await lister(''), 401);
    expectApiError(await lister('', salarie), 403, 'FORBIDDEN');
    expectApiError(await lister('', gestionnaire), 403, 'FORBIDDEN');
  });

  it('lists every materialised role, by user then role, 50 per page by default', async () => {
    const r = await lister('', admin);
    expect(r.statusCode).toBe(200);
    const page = r.json();
    expect(page).toMatchObject({ page: 0, taille: 50, total: 7 });
    expect(page.elements).toEqual([
      { utilisateurId: ids.admin, username: 'admin@test.local', role: 'ROLE_Administrateur' },
      { utilisateurId: ids.admin, username: 'admin@test.local', role: 'ROLE_UTILISATEUR' },
      {
        utilisateurId: ids.gestionnaire,
        username: 'gestionnaire@test.local',
        role: `ROLE_ADMINISTRATEUR_${ids.etabA}`,
      },
      { utilisateurId: ids.gestionnaire, username: 'gestionnaire@test.local', role: `ROLE_SALARIE_${ids.etabA}` },
      { utilisateurId: ids.gestionnaire, username: 'gestionnaire@test.local', role: 'ROLE_UTILISATEUR' },
      { utilisateurId: ids.salarie, username: 'salarie@test.local', role: `ROLE_SALARIE_${ids.etabB}` },
      { utilisateurId: ids.salarie, username: 'salarie@test.local', role: 'ROLE_UTILISATEUR' },
    ]);
  });

  it('pages with _page and _taille', async () => {
    const page1 = (await lister('?_page=1&_taille=3', admin)).json();
    expect(page1).toMatchObject({ page: 1, taille: 3, total: 7 });
    expect(page1.elements.map((e: { role: string }) => e.role)).toEqual([
      `ROLE_SALARIE_${ids.etabA}`,
      'ROLE_UTILISATEUR',
      `ROLE_SALARIE_${ids.etabB}`,
    ]);
    const horsLimite = (await lister('?_page=9&_taille=3', admin)).json();
    expect(horsLimite).toMatchObject({ total: 7, elements: [] });
  });

  it('filters by _utilisateurId', async () => {
    const page = (await lister(`?_utilisateurId=${ids.salarie}`, admin)).json();
    expect(page.total).toBe(2);
    expect(page.elements.every((e: { utilisateurId: number }) => e.utilisateurId === ids.salarie)).toBe(true);
    expect((await lister('?_utilisateurId=999999', admin)).json()).toMatchObject({ total: 0, elements: [] });
  });

  it.each([
    ['_taille=0', '_taille'],
    ['_taille=501', '_taille'],
    ['_page=-1', '_page'],
    ['_page=abc', '_page'],
    ['_utilisateurId=abc', '_utilisateurId'],
    ['_utilisateurId=0', '_utilisateurId'],
  ])('answers 400 for %s', async (query, champ) => {
    const body = expectApiError(await lister(`?${query}`, admin), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?.[champ]).toBeDefined();
  });
});

describe('POST /api/acl/refresh', () => {
  it('answers 401 without a token and 403 to anyone but the Administrateur', async () => {
    const body = { repository: 'utilisateur', idDebut: 0, idFin: 0 };
    expectApiError(await rafraichir(body), 401);
    expectApiError(await rafraichir(body, salarie), 403);
    expectApiError(await rafraichir(body, gestionnaire), 403);
  });

  it.each([
    [{ idDebut: 0, idFin: 0 }, 'repository', 'Le dépôt est obligatoire (utilisateur, employe, etablissement, service)'],
    [
      { repository: 'contrat', idDebut: 0, idFin: 0 },
      'repository',
      'Le dépôt est obligatoire (utilisateur, employe, etablissement, service)',
    ],
    [{ repository: 'employe', idDebut: -1, idFin: 0 }, 'idDebut', 'idDebut doit être supérieur ou égal à 0'],
    [{ repository: 'employe', idDebut: 0, idFin: -5 }, 'idFin', 'idFin doit être supérieur ou égal à 0'],
    [{ repository: 'employe', idDebut: 'abc', idFin: 0 }, 'idDebut', 'idDebut doit être un nombre'],
    [{ repository: 'employe', idDebut: '3', idFin: 0 }, 'idDebut', 'idDebut doit être un nombre'],
    [{ repository: 'employe', idFin: 0 }, 'idDebut', 'idDebut doit être un nombre'],
    [{ repository: 'employe', idDebut: 1.5, idFin: 0 }, 'idDebut', 'idDebut doit être un nombre entier'],
    [{ repository: 'employe', idDebut: 0, idFin: 1e12 }, 'idFin', 'idFin est trop grand'],
    [{ repository: 'employe', idDebut: 9, idFin: 3 }, 'idFin', 'idDebut doit être inférieur ou égal à idFin'],
  ])('answers 400 for %j', async (payload, champ, message) => {
    const body = expectApiError(await rafraichir(payload, admin), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?.[champ]).toBe(message);
  });

  it('rebuilds the roles of a range after the data changed underneath', async () => {
    await t.db.update(employe).set({ administrateur: true }).where(eq(employe.id, ids.employeSalarie));
    expect(await rolesOf(ids.salarie)).not.toContain(`ROLE_ADMINISTRATEUR_${ids.etabB}`);

    const ailleurs = await rafraichir({ repository: 'employe', idDebut: ids.employeSalarie + 1, idFin: 0 }, admin);
    expect(ailleurs.statusCode).toBe(200);
    expect(ailleurs.json()).toEqual({ utilisateursMisAJour: 0, roles: 0 });
    expect(await rolesOf(ids.salarie)).not.toContain(`ROLE_ADMINISTRATEUR_${ids.etabB}`);

    const r = await rafraichir(
      { repository: 'employe', idDebut: ids.employeSalarie, idFin: ids.employeSalarie },
      admin,
    );
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ utilisateursMisAJour: 1, roles: 3 });
    expect(await rolesOf(ids.salarie)).toEqual([
      `ROLE_ADMINISTRATEUR_${ids.etabB}`,
      `ROLE_SALARIE_${ids.etabB}`,
      'ROLE_UTILISATEUR',
    ]);
    const connexion = await t.inject({
      method: 'POST',
      url: '/api/authentification/connexion',
      payload: { email: 'salarie@test.local', password: 'Demo-2026!' },
    });
    expect(connexion.json().roles).toContain(`ROLE_ADMINISTRATEUR_${ids.etabB}`);
  });

  it('rebuilds the roles of every user with idDebut = idFin = 0', async () => {
    const r = await rafraichir({ repository: 'utilisateur', idDebut: 0, idFin: 0 }, admin);
    expect(r.json()).toEqual({ utilisateursMisAJour: 3, roles: 8 });
  });

  it('gives DIRECTEUR to a director employed elsewhere when refreshing the establishment', async () => {
    const [employeGestionnaire] = await t.db.select().from(employe).where(eq(employe.utilisateurId, ids.gestionnaire));
    await t.db
      .update(etablissement)
      .set({ directeurId: employeGestionnaire!.id })
      .where(eq(etablissement.id, ids.etabB));
    const r = await rafraichir({ repository: 'etablissement', idDebut: ids.etabB, idFin: ids.etabB }, admin);
    expect(r.statusCode).toBe(200);
    expect(await rolesOf(ids.gestionnaire)).toContain(`ROLE_DIRECTEUR_${ids.etabB}`);
  });

  it('gives CHEF_DE_SERVICE when refreshing the service, and takes it back once the service closed', async () => {
    const s = await buildService(t.db, { etablissementId: ids.etabB });
    await t.db.update(service).set({ chefDeServiceId: ids.employeSalarie }).where(eq(service.id, s.id));
    await rafraichir({ repository: 'service', idDebut: s.id, idFin: s.id }, admin);
    expect(await rolesOf(ids.salarie)).toContain(`ROLE_CHEF_DE_SERVICE_${s.id}`);
    await t.db.update(service).set({ dateFermeture: '2020-01-01' }).where(eq(service.id, s.id));
    await rafraichir({ repository: 'service', idDebut: s.id, idFin: s.id }, admin);
    expect(await rolesOf(ids.salarie)).not.toContain(`ROLE_CHEF_DE_SERVICE_${s.id}`);
  });
});
