import { apiRoutes } from '@roulement/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creneau, membre, modelePlanning, roleUtilisateur, service } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildService, buildUtilisateur, designerDirecteur } from '../../test/factories';
import { buildCreneau, buildEquipe, buildModele, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
const GLOBAL = 'global@service.test';
const S = apiRoutes.service;

const rolesDe = async (utilisateurId: number) =>
  (await t.db.select().from(roleUtilisateur).where(eq(roleUtilisateur.utilisateurId, utilisateurId))).map(
    (r) => r.role,
  );

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db);
  await buildUtilisateur(t.db, { email: GLOBAL, administrateurGlobal: true });
  await buildService(t.db, { etablissementId: e.etab.id, nom: 'Ancien service', dateFermeture: '2020-01-01' });
  await buildService(t.db, { etablissementId: e.etab.id, nom: 'Écoute de nuit' });
});
afterAll(() => t.close());

describe('GET /service/etablissement/{id} and /service/search/', () => {
  it('answers 401 without a token, 404 outside the establishments one holds a role in', async () => {
    const params = { etablissementId: e.etab.id };
    expectApiError(await api.as(null).call(S.listerParEtablissement, { params }), 401);
    expectApiError(await api.as(e.dehors.email).call(S.listerParEtablissement, { params }), 404);
  });

  it('lists the open services by name with their head, for an employee', async () => {
    const r = await api.as(e.salarie.email).call(S.listerParEtablissement, { params: { etablissementId: e.etab.id } });
    expect(r.status).toBe(200);
    const liste = r.body;
    const noms = liste.map((s) => s.nom);
    expect(noms).toEqual([...noms].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(noms).not.toContain('Ancien service');
    const s = liste.find((x) => x.serviceId === e.service.id)!;
    expect(s.chefDeService).toEqual({
      employeId: e.chef.employeId,
      utilisateurId: e.chef.utilisateurId,
      nomComplet: expect.any(String),
    });
    expect(s.etablissement.etablissementId).toBe(e.etab.id);
  });

  it('searches without accents nor case among visible services only', async () => {
    const chercher = async (email: string, _search: string) =>
      (await api.as(email).call(S.rechercher, { query: { _search } })).body;
    expect((await chercher(e.salarie.email, 'ECOUTE')).map((s) => s.nom)).toEqual(['Écoute de nuit']);
    expect(await chercher(e.dehors.email, 'ecoute')).toEqual([]);
    expect(await chercher(GLOBAL, 'ecoute')).toHaveLength(1);
  });
});

const lire = (email: string, serviceId: number) => api.as(email).call(S.lire, { params: { serviceId } });

describe('GET /service/{id}', () => {
  it('answers 404 outside scope and abilities by role', async () => {
    expectApiError(await lire(e.dehors.email, e.service.id), 404);
    expectApiError(await lire(e.salarie.email, 999999), 404);
    const chef = (await lire(e.chef.email, e.service.id)).body;
    expect(chef.abilities).toMatchObject({ administrer: true, gererMembres: true, fermer: false, supprimer: false });
    expect(chef.membres).toHaveLength(3);
    expect(chef.membres[0]).toMatchObject({ couleur: '#EEEEEE', heuresHebdo: 35, titulaire: true, dateFin: null });
    const salarie = (await lire(e.salarie.email, e.service.id)).body;
    expect(salarie.abilities).toMatchObject({ administrer: false, gererMembres: false, voirPlanning: true });
    const admin = (await lire(e.admin.email, e.service.id)).body;
    expect(admin.abilities).toMatchObject({ fermer: true, supprimer: true, publierDansLePasse: true });
  });
});

describe('POST /service', () => {
  const corps = () => ({ nom: 'Nouveau', chefDeServiceId: e.salarie.employeId, etablissementId: e.etab.id });
  const creer = (email: string, body: ReturnType<typeof corps>) => api.as(email).call(S.creer, { body });

  it('lets only the establishment administrator create', async () => {
    expectApiError(await creer(e.salarie.email, corps()), 403);
    expectApiError(await creer(e.chef.email, corps()), 403);
    expectApiError(await creer(e.dehors.email, corps()), 404);
  });

  it.each([
    [{ nom: '' }, 'nom', 'Le nom du service est obligatoire'],
    [{ chefDeServiceId: undefined }, 'chefDeServiceId', '*information obligatoire'],
    [{ etablissementId: null }, 'etablissementId', '*information obligatoire'],
  ])('refuses %o', async (change, champ, message) => {
    const r = await api.as(e.admin.email).callBrut(S.creer, { body: { ...corps(), ...change } });
    const body = expectApiError(r, 400);
    expect(body.fieldErrors?.[champ]).toBe(message);
  });

  it('refuses a head from another establishment', async () => {
    const r = await creer(e.admin.email, { ...corps(), chefDeServiceId: e.dehors.employeId });
    expect(expectApiError(r, 400).fieldErrors?.chefDeServiceId).toContain("employé de l'établissement");
  });

  it('creates the service and gives its head the role', async () => {
    const r = await creer(e.admin.email, corps());
    expect(r.status).toBe(201);
    const cree = r.body;
    expect(cree).toMatchObject({ nom: 'Nouveau', membres: [], chefDeService: { employeId: e.salarie.employeId } });
    expect(await rolesDe(e.salarie.utilisateurId)).toContain(`ROLE_CHEF_DE_SERVICE_${cree.serviceId}`);
  });
});

describe('PUT /service/{id}/… (administration)', () => {
  it('renames for the head, not for an employee or the head of another service', async () => {
    const renommer = (email: string, nouveauNom: string) =>
      api.as(email).call(S.renommer, { params: { serviceId: e.service.id }, body: { nouveauNom } });
    expectApiError(await renommer(e.salarie.email, 'X'), 403);
    expectApiError(await renommer(e.chefAutre.email, 'X'), 403);
    expectApiError(await renommer(e.dehors.email, 'X'), 404);
    expect(expectApiError(await renommer(e.chef.email, ' '), 400).fieldErrors?.nouveauNom).toBe(
      'Le nom du service est obligatoire',
    );
    const r = await renommer(e.chef.email, 'Foyer renommé');
    expect(r.body.nom).toBe('Foyer renommé');
  });

  it('switches the holiday-hours strategy for the head; autonomous validation for the director only', async () => {
    const params = { serviceId: e.service.id };
    const feries = await api
      .as(e.chef.email)
      .call(S.joursFeriesAuto, { params, body: { heuresSurJoursFeriesAutomatiques: true } });
    expect(feries.body.heuresSurJoursFeriesAutomatiques).toBe(true);
    const valider = (email: string) =>
      api.as(email).call(S.validationAutonome, { params, body: { validationAutonome: true } });
    expectApiError(await valider(e.chef.email), 403);
    expectApiError(await valider(e.admin.email), 403);
    await designerDirecteur(t.db, e.etab.id, e.salarie.employeId, e.salarie.utilisateurId);
    api.oublier(e.salarie.email);
    const r = await valider(e.salarie.email);
    expect(r.body.validationAutonome).toBe(true);
  });

  it('designates a new head and moves the role', async () => {
    const s = await buildService(t.db, { etablissementId: e.etab.id, chefDeServiceId: e.chefAutre.employeId });
    const changer = (email: string) =>
      api.as(email).call(S.changerChef, { params: { serviceId: s.id }, body: { chefDeServiceId: e.chef.employeId } });
    expectApiError(await changer(e.salarie.email), 403);
    const r = await changer(e.admin.email);
    expect(r.body.chefDeService?.employeId).toBe(e.chef.employeId);
    expect(await rolesDe(e.chef.utilisateurId)).toContain(`ROLE_CHEF_DE_SERVICE_${s.id}`);
    expect(await rolesDe(e.chefAutre.utilisateurId)).not.toContain(`ROLE_CHEF_DE_SERVICE_${s.id}`);
    // A role lost revokes the tokens that carried it (decision 035): the former head signs in again.
    await t.app.revocations.synchroniser();
    expectApiError(await lire(e.chefAutre.email, s.id), 401);
    api.oublier(e.chefAutre.email);
  });
});

describe('PUT /service/{id}/fermer', () => {
  it('is for the establishment administrator, with a date and the right id', async () => {
    const params = { serviceId: e.autreService.id };
    const body = { idDuServiceAFermer: e.autreService.id, dateDeFermeture: '2026-06-30' };
    expectApiError(await api.as(e.chefAutre.email).call(S.fermer, { params, body }), 403);
    expectApiError(await api.as(e.dehors.email).call(S.fermer, { params, body }), 404);
    const admin = api.as(e.admin.email);
    expectApiError(await admin.call(S.fermer, { params, body: { ...body, idDuServiceAFermer: e.service.id } }), 400);
    const r = await admin.callBrut(S.fermer, { params, body: { idDuServiceAFermer: e.autreService.id } });
    const sansDate = expectApiError(r, 400);
    expect(sansDate.fieldErrors?.dateDeFermeture).toBe('*information obligatoire');
  });

  it('deletes the slots after the date only, records it and removes the head role once passed', async () => {
    const s = await buildService(t.db, { etablissementId: e.etab.id, chefDeServiceId: e.chefAutre.employeId });
    const [m] = await t.db.insert(membre).values({ serviceId: s.id, employeId: e.salarie.employeId }).returning();
    for (const date of ['2025-12-30', '2025-12-31', '2026-01-01', '2026-02-01']) {
      await buildCreneau(t.db, { serviceId: s.id, membreId: m!.id, date });
    }
    const fermer = (dateDeFermeture: string) =>
      api
        .as(e.admin.email)
        .call(S.fermer, { params: { serviceId: s.id }, body: { idDuServiceAFermer: s.id, dateDeFermeture } });
    const r = await fermer('2025-12-31');
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body.dateFermeture).toBe('2025-12-31');
    const restants = await t.db.select({ date: creneau.date }).from(creneau).where(eq(creneau.serviceId, s.id));
    expect(restants.map((c) => c.date).sort()).toEqual(['2025-12-30', '2025-12-31']);
    if (todayInParis() > '2025-12-31') {
      expect(await rolesDe(e.chefAutre.utilisateurId)).not.toContain(`ROLE_CHEF_DE_SERVICE_${s.id}`);
    }
    expectApiError(await fermer('2026-01-31'), 409);
  });
});

describe('DELETE /service/{id}', () => {
  it('is for the establishment administrator and removes every linked row', async () => {
    const s = await buildService(t.db, { etablissementId: e.etab.id, chefDeServiceId: e.chefAutre.employeId });
    const [m] = await t.db.insert(membre).values({ serviceId: s.id, employeId: e.salarie.employeId }).returning();
    await buildCreneau(t.db, { serviceId: s.id, membreId: m!.id, date: '2026-03-02' });
    await buildModele(t.db, s.id, 2, {
      creneaux: [{ membreId: m!.id, ordreSemaine: 1, jourId: 1, heureDebut: 420, heureFin: 840 }],
    });
    const supprimer = (email: string) => api.as(email).call(S.supprimer, { params: { serviceId: s.id } });
    expectApiError(await supprimer(e.salarie.email), 403);
    expectApiError(await supprimer(e.dehors.email), 404);
    const r = await supprimer(e.admin.email);
    expect(r.status).toBe(204);
    expectApiError(await lire(e.admin.email, s.id), 404);
    for (const [table, colonne] of [
      [service, service.id],
      [membre, membre.serviceId],
      [creneau, creneau.serviceId],
      [modelePlanning, modelePlanning.serviceId],
    ] as const) {
      const [n] = await t.db.select({ n: count() }).from(table).where(eq(colonne, s.id));
      expect(n?.n).toBe(0);
    }
    expect(await rolesDe(e.chefAutre.utilisateurId)).not.toContain(`ROLE_CHEF_DE_SERVICE_${s.id}`);
  });
});
