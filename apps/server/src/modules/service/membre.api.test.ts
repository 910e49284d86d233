import { ajouterJours, apiRoutes } from '@roulement/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creneau, membre, modeleCreneau } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildEmploye, buildUtilisateur } from '../../test/factories';
import { buildCreneau, buildEquipe, buildModele, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
const M = apiRoutes.membre;
let recrue: { employeId: number; utilisateurId: number };
let vacataire: { employeId: number };

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db);
  const u = await buildUtilisateur(t.db, { prenom: 'Élodie', nom: 'Recrue' });
  recrue = {
    employeId: (await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: e.etab.id })).id,
    utilisateurId: u.id,
  };
  const v = await buildUtilisateur(t.db, { prenom: 'Victor', nom: 'Vacataire' });
  vacataire = {
    employeId: (
      await buildEmploye(t.db, {
        utilisateurId: v.id,
        etablissementId: e.etab.id,
        contrat: { contratTypeId: 2, dateDebut: '2020-01-01', dateFin: '2099-12-31' },
      })
    ).id,
  };
});
afterAll(() => t.close());

describe('GET /membre/etablissement/{id}', () => {
  it('lists the current members of the establishment to whoever holds a role there', async () => {
    const lister = (email: string | null) =>
      api.as(email).call(M.listerParEtablissement, { params: { etablissementId: e.etab.id } });
    expectApiError(await lister(null), 401);
    expectApiError(await lister(e.dehors.email), 404);
    const r = await lister(e.salarie.email);
    expect(r.status).toBe(200);
    const membres = r.body;
    expect(membres.map((m) => m.membreId).sort()).toEqual(e.membres.map((m) => m.membreId).sort());
    expect(membres[0]?.employe).toMatchObject({ etablissement: { etablissementId: e.etab.id }, indisponibilites: [] });
  });
});

describe('GET /employe/rechercheDeNouveauxMembres/{serviceId}', () => {
  it('finds employees of the establishment not yet members, for those who manage the service', async () => {
    const params = { serviceId: e.service.id };
    const chercher = (email: string) =>
      api.as(email).call(M.rechercherNouveauxMembres, { params, query: { _recherche: 'elodie' } });
    expectApiError(await chercher(e.salarie.email), 403);
    expectApiError(await chercher(e.dehors.email), 404);
    const trouves = (await chercher(e.chef.email)).body;
    expect(trouves).toEqual([
      {
        employeId: recrue.employeId,
        nomComplet: 'Élodie Recrue',
        titulaire: true,
        utilisateur: {
          utilisateurId: recrue.utilisateurId,
          prenom: 'Élodie',
          nom: 'Recrue',
          nomComplet: 'Élodie Recrue',
        },
      },
    ]);
    const tous = (await api.as(e.admin.email).call(M.rechercherNouveauxMembres, { params, query: {} })).body;
    expect(tous.map((c) => c.employeId)).not.toContain(e.membres[0]!.employeId);
    expect(tous.find((c) => c.employeId === vacataire.employeId)?.titulaire).toBe(false);
  });
});

describe('POST /membre', () => {
  it('lets the head or an administrator add, with defaults; refuses others', async () => {
    const body = { employeId: vacataire.employeId, serviceId: e.service.id };
    const ajouter = (email: string) => api.as(email).call(M.creer, { body });
    expectApiError(await ajouter(e.salarie.email), 403);
    expectApiError(await ajouter(e.chefAutre.email), 403);
    expectApiError(await ajouter(e.dehors.email), 404);
    const r = await ajouter(e.chef.email);
    expect(r.status, r.raw.body).toBe(201);
    expect(r.body).toMatchObject({
      couleur: '#EEEEEE',
      heuresHebdo: 0,
      titulaire: false,
      serviceId: e.service.id,
    });
    expectApiError(await ajouter(e.chef.email), 409);
  });

  it.each([
    [{ employeId: undefined }, 'employeId', '*information obligatoire'],
    [{ heuresHebdo: -1 }, 'heuresHebdo', 'Entrer une valeur numérique'],
    [{ heuresHebdo: 'abc' }, 'heuresHebdo', 'Entrer une valeur numérique'],
    [{ couleur: 'rouge' }, 'couleur', 'Couleur invalide (#RRGGBB attendu)'],
  ])('refuses %o', async (change, champ, message) => {
    const r = await api.as(e.chef.email).callBrut(M.creer, {
      body: { employeId: recrue.employeId, serviceId: e.service.id, ...change },
    });
    expect(expectApiError(r, 400).fieldErrors?.[champ]).toBe(message);
  });

  it('refuses an employee of another establishment', async () => {
    const r = await api
      .as(e.admin.email)
      .call(M.creer, { body: { employeId: e.dehors.employeId, serviceId: e.service.id } });
    expectApiError(r, 400);
  });
});

describe('PUT /membre/{id}', () => {
  it('changes colour and hours for the head only', async () => {
    const params = { id: e.membres[0]!.membreId };
    const chef = api.as(e.chef.email);
    expectApiError(
      await api.as(e.salarie.email).call(M.modifier, { params, body: { heuresHebdo: 20, couleur: '#123456' } }),
      403,
    );
    expectApiError(
      await chef.callBrut(M.modifier, { params, body: { membreId: 999, heuresHebdo: 20, couleur: '#123456' } }),
      400,
    );
    const r = await chef.call(M.modifier, { params, body: { heuresHebdo: 20.5, couleur: '#abcdef' } });
    expect(r.body).toMatchObject({ heuresHebdo: 20.5, couleur: '#ABCDEF' });
  });
});

describe('POST /membre/{id}/remplacer', () => {
  it('hands the template place and the slots from the date to the newcomer', async () => {
    const partant = e.membres[1]!;
    await buildModele(t.db, e.service.id, 1, {
      creneaux: [{ membreId: partant.membreId, ordreSemaine: 1, jourId: 1, heureDebut: 420, heureFin: 840 }],
    });
    for (const date of ['2026-05-29', '2026-06-01', '2026-06-02']) {
      await buildCreneau(t.db, { serviceId: e.service.id, membreId: partant.membreId, date });
    }
    const params = { id: partant.membreId };
    const body = { employeRemplacantId: recrue.employeId, dateDuRemplacement: '2026-06-01' };
    const chef = api.as(e.chef.email);
    expectApiError(await api.as(e.salarie.email).call(M.remplacer, { params, body }), 403);
    const incomplet = await chef.callBrut(M.remplacer, { params, body: { employeRemplacantId: recrue.employeId } });
    const sansDate = expectApiError(incomplet, 400);
    expect(sansDate.fieldErrors?.dateDuRemplacement).toBe('*information obligatoire');
    const r = await chef.call(M.remplacer, { params, body });
    expect(r.status, r.raw.body).toBe(201);
    const nouveau = r.body;
    expect(nouveau.employe.employeId).toBe(recrue.employeId);
    const dates = async (membreId: number) =>
      (await t.db.select({ d: creneau.date }).from(creneau).where(eq(creneau.membreId, membreId)))
        .map((c) => c.d)
        .sort();
    expect(await dates(partant.membreId)).toEqual(['2026-05-29']);
    expect(await dates(nouveau.membreId)).toEqual(['2026-06-01', '2026-06-02']);
    const modele = await t.db.select().from(modeleCreneau).where(eq(modeleCreneau.membreId, nouveau.membreId));
    expect(modele).toHaveLength(1);
    const [ancien] = await t.db.select().from(membre).where(eq(membre.id, partant.membreId));
    expect(ancien?.dateFin).toBe('2026-05-31');
  });
});

describe('DELETE /membre/{id}', () => {
  const supprimer = (email: string, id: number) => api.as(email).call(M.supprimer, { params: { id } });

  it('keeps a member with history as ended yesterday, without future slots', async () => {
    const m = e.membres[2]!;
    const today = todayInParis();
    await buildCreneau(t.db, { serviceId: e.service.id, membreId: m.membreId, date: ajouterJours(today, -3) });
    await buildCreneau(t.db, { serviceId: e.service.id, membreId: m.membreId, date: ajouterJours(today, 3) });
    expectApiError(await supprimer(e.salarie.email, m.membreId), 403);
    expect((await supprimer(e.admin.email, m.membreId)).status).toBe(204);
    const restants = await t.db.select().from(creneau).where(eq(creneau.membreId, m.membreId));
    expect(restants.map((c) => c.date)).toEqual([ajouterJours(today, -3)]);
    const [ligne] = await t.db.select().from(membre).where(eq(membre.id, m.membreId));
    expect(ligne?.dateFin).toBe(ajouterJours(today, -1));
    const service = await api.as(e.chef.email).call(apiRoutes.service.lire, { params: { serviceId: e.service.id } });
    expect(service.body.membres.map((x) => x.membreId)).not.toContain(m.membreId);
  });

  it('deletes a member without history outright', async () => {
    const [m] = await t.db
      .insert(membre)
      .values({ serviceId: e.service.id, employeId: e.salarie.employeId })
      .returning();
    expect((await supprimer(e.chef.email, m!.id)).status).toBe(204);
    expect(
      await t.db
        .select()
        .from(membre)
        .where(and(eq(membre.id, m!.id))),
    ).toEqual([]);
    expectApiError(await supprimer(e.chef.email, m!.id), 404);
  });
});
