import type { Service, ServiceResume } from '@roulement/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creneau, membre, modelePlanning, roleUtilisateur, service } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { appelant, json } from '../../test/as-user';
import { buildService, buildUtilisateur, designerDirecteur } from '../../test/factories';
import { buildCreneau, buildEquipe, buildModele, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ReturnType<typeof appelant>;
const GLOBAL = 'global@service.test';

const rolesDe = async (utilisateurId: number) =>
  (await t.db.select().from(roleUtilisateur).where(eq(roleUtilisateur.utilisateurId, utilisateurId))).map(
    (r) => r.role,
  );

beforeAll(async () => {
  t = await buildTestApp();
  api = appelant(t);
  e = await buildEquipe(t.db);
  await buildUtilisateur(t.db, { email: GLOBAL, administrateurGlobal: true });
  await buildService(t.db, { etablissementId: e.etab.id, nom: 'Ancien service', dateFermeture: '2020-01-01' });
  await buildService(t.db, { etablissementId: e.etab.id, nom: 'Écoute de nuit' });
});
afterAll(() => t.close());

describe('GET /service/etablissement/{id} and /service/search/', () => {
  it('answers 401 without a token, 404 outside the establishments one holds a role in', async () => {
    expectApiError(await api.get(null, `/api/service/etablissement/${e.etab.id}`), 401);
    expectApiError(await api.get(e.dehors.email, `/api/service/etablissement/${e.etab.id}`), 404);
  });

  it('lists the open services by name with their head, for an employee', async () => {
    const r = await api.get(e.salarie.email, `/api/service/etablissement/${e.etab.id}`);
    expect(r.statusCode).toBe(200);
    const liste = json<ServiceResume[]>(r);
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
    const r = await api.get(e.salarie.email, '/api/service/search/?_search=ECOUTE');
    expect(json<ServiceResume[]>(r).map((s) => s.nom)).toEqual(['Écoute de nuit']);
    expect(json<ServiceResume[]>(await api.get(e.dehors.email, '/api/service/search/?_search=ecoute'))).toEqual([]);
    expect(json<ServiceResume[]>(await api.get(GLOBAL, '/api/service/search/?_search=ecoute'))).toHaveLength(1);
  });
});

describe('GET /service/{id}', () => {
  it('answers 404 outside scope and abilities by role', async () => {
    expectApiError(await api.get(e.dehors.email, `/api/service/${e.service.id}`), 404);
    expectApiError(await api.get(e.salarie.email, '/api/service/999999'), 404);
    const chef = json<Service>(await api.get(e.chef.email, `/api/service/${e.service.id}`));
    expect(chef.abilities).toMatchObject({ administrer: true, gererMembres: true, fermer: false, supprimer: false });
    expect(chef.membres).toHaveLength(3);
    expect(chef.membres[0]).toMatchObject({ couleur: '#EEEEEE', heuresHebdo: 35, titulaire: true, dateFin: null });
    const salarie = json<Service>(await api.get(e.salarie.email, `/api/service/${e.service.id}`));
    expect(salarie.abilities).toMatchObject({ administrer: false, gererMembres: false, voirPlanning: true });
    const admin = json<Service>(await api.get(e.admin.email, `/api/service/${e.service.id}`));
    expect(admin.abilities).toMatchObject({ fermer: true, supprimer: true, publierDansLePasse: true });
  });
});

describe('POST /service', () => {
  const corps = () => ({ nom: 'Nouveau', chefDeServiceId: e.salarie.employeId, etablissementId: e.etab.id });

  it('lets only the establishment administrator create', async () => {
    expectApiError(await api.post(e.salarie.email, '/api/service', corps()), 403);
    expectApiError(await api.post(e.chef.email, '/api/service', corps()), 403);
    expectApiError(await api.post(e.dehors.email, '/api/service', corps()), 404);
  });

  it.each([
    [{ nom: '' }, 'nom', 'Le nom du service est obligatoire'],
    [{ chefDeServiceId: undefined }, 'chefDeServiceId', '*information obligatoire'],
    [{ etablissementId: null }, 'etablissementId', '*information obligatoire'],
  ])('refuses %o', async (change, champ, message) => {
    const body = expectApiError(await api.post(e.admin.email, '/api/service', { ...corps(), ...change }), 400);
    expect(body.fieldErrors?.[champ]).toBe(message);
  });

  it('refuses a head from another establishment', async () => {
    const r = await api.post(e.admin.email, '/api/service', { ...corps(), chefDeServiceId: e.dehors.employeId });
    expect(expectApiError(r, 400).fieldErrors?.chefDeServiceId).toContain("employé de l'établissement");
  });

  it('creates the service and gives its head the role', async () => {
    const r = await api.post(e.admin.email, '/api/service', corps());
    expect(r.statusCode).toBe(201);
    const cree = json<Service>(r);
    expect(cree).toMatchObject({ nom: 'Nouveau', membres: [], chefDeService: { employeId: e.salarie.employeId } });
    expect(await rolesDe(e.salarie.utilisateurId)).toContain(`ROLE_CHEF_DE_SERVICE_${cree.serviceId}`);
  });
});

describe('PUT /service/{id}/… (administration)', () => {
  it('renames for the head, not for an employee or the head of another service', async () => {
    const url = `/api/service/${e.service.id}/renommer`;
    expectApiError(await api.put(e.salarie.email, url, { nouveauNom: 'X' }), 403);
    expectApiError(await api.put(e.chefAutre.email, url, { nouveauNom: 'X' }), 403);
    expectApiError(await api.put(e.dehors.email, url, { nouveauNom: 'X' }), 404);
    expect(expectApiError(await api.put(e.chef.email, url, { nouveauNom: ' ' }), 400).fieldErrors?.nouveauNom).toBe(
      'Le nom du service est obligatoire',
    );
    const r = await api.put(e.chef.email, url, { nouveauNom: 'Foyer renommé' });
    expect(json<Service>(r).nom).toBe('Foyer renommé');
  });

  it('switches the holiday-hours strategy for the head; autonomous validation for the director only', async () => {
    const feries = await api.put(e.chef.email, `/api/service/${e.service.id}/jourFeriesAuto`, {
      heuresSurJoursFeriesAutomatiques: true,
    });
    expect(json<Service>(feries).heuresSurJoursFeriesAutomatiques).toBe(true);
    const url = `/api/service/${e.service.id}/validationAutonome`;
    expectApiError(await api.put(e.chef.email, url, { validationAutonome: true }), 403);
    expectApiError(await api.put(e.admin.email, url, { validationAutonome: true }), 403);
    await designerDirecteur(t.db, e.etab.id, e.salarie.employeId, e.salarie.utilisateurId);
    api.oublier(e.salarie.email);
    const r = await api.put(e.salarie.email, url, { validationAutonome: true });
    expect(json<Service>(r).validationAutonome).toBe(true);
  });

  it('designates a new head and moves the role', async () => {
    const s = await buildService(t.db, { etablissementId: e.etab.id, chefDeServiceId: e.chefAutre.employeId });
    const url = `/api/service/${s.id}/chefDeService`;
    expectApiError(await api.put(e.salarie.email, url, { chefDeServiceId: e.chef.employeId }), 403);
    const r = await api.put(e.admin.email, url, { chefDeServiceId: e.chef.employeId });
    expect(json<Service>(r).chefDeService?.employeId).toBe(e.chef.employeId);
    expect(await rolesDe(e.chef.utilisateurId)).toContain(`ROLE_CHEF_DE_SERVICE_${s.id}`);
    expect(await rolesDe(e.chefAutre.utilisateurId)).not.toContain(`ROLE_CHEF_DE_SERVICE_${s.id}`);
    // A role lost revokes the tokens that carried it (decision 035): the former head signs in again.
    await t.app.revocations.synchroniser();
    expectApiError(await api.get(e.chefAutre.email, `/api/service/${s.id}`), 401);
    api.oublier(e.chefAutre.email);
  });
});

describe('PUT /service/{id}/fermer', () => {
  it('is for the establishment administrator, with a date and the right id', async () => {
    const url = `/api/service/${e.autreService.id}/fermer`;
    const body = { idDuServiceAFermer: e.autreService.id, dateDeFermeture: '2026-06-30' };
    expectApiError(await api.put(e.chefAutre.email, url, body), 403);
    expectApiError(await api.put(e.dehors.email, url, body), 404);
    expectApiError(await api.put(e.admin.email, url, { ...body, idDuServiceAFermer: e.service.id }), 400);
    const sansDate = expectApiError(await api.put(e.admin.email, url, { idDuServiceAFermer: e.autreService.id }), 400);
    expect(sansDate.fieldErrors?.dateDeFermeture).toBe('*information obligatoire');
  });

  it('deletes the slots after the date only, records it and removes the head role once passed', async () => {
    const s = await buildService(t.db, { etablissementId: e.etab.id, chefDeServiceId: e.chefAutre.employeId });
    const [m] = await t.db.insert(membre).values({ serviceId: s.id, employeId: e.salarie.employeId }).returning();
    for (const date of ['2025-12-30', '2025-12-31', '2026-01-01', '2026-02-01']) {
      await buildCreneau(t.db, { serviceId: s.id, membreId: m!.id, date });
    }
    const r = await api.put(e.admin.email, `/api/service/${s.id}/fermer`, {
      idDuServiceAFermer: s.id,
      dateDeFermeture: '2025-12-31',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(json<Service>(r).dateFermeture).toBe('2025-12-31');
    const restants = await t.db.select({ date: creneau.date }).from(creneau).where(eq(creneau.serviceId, s.id));
    expect(restants.map((c) => c.date).sort()).toEqual(['2025-12-30', '2025-12-31']);
    if (todayInParis() > '2025-12-31') {
      expect(await rolesDe(e.chefAutre.utilisateurId)).not.toContain(`ROLE_CHEF_DE_SERVICE_${s.id}`);
    }
    expectApiError(
      await api.put(e.admin.email, `/api/service/${s.id}/fermer`, {
        idDuServiceAFermer: s.id,
        dateDeFermeture: '2026-01-31',
      }),
      409,
    );
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
    expectApiError(await api.del(e.salarie.email, `/api/service/${s.id}`), 403);
    expectApiError(await api.del(e.dehors.email, `/api/service/${s.id}`), 404);
    const r = await api.del(e.admin.email, `/api/service/${s.id}`);
    expect(r.statusCode).toBe(204);
    expectApiError(await api.get(e.admin.email, `/api/service/${s.id}`), 404);
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
