import { ajouterJours, apiRoutes, lundiDeLaSemaineDe, semaineDe } from '@roulement/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrat as contratTable, employe, historique } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildCongesCredit } from '../../test/factories';
import { buildEquipe, buildModele, type Equipe } from '../../test/factories/planning';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Each kind of change writes its row in the use case's transaction (issue 11, decision 034).
let t: TestApp;
let e: Equipe;
let api: ApiClient;
const E = apiRoutes.employe;

const lignesDe = (entite: (typeof historique.$inferSelect)['entite'], entiteId: number) =>
  t.db
    .select()
    .from(historique)
    .where(and(eq(historique.entite, entite), eq(historique.entiteId, entiteId)))
    .orderBy(asc(historique.id));
const historiqueDe = async (employeId: number) =>
  (await api.as(e.admin.email).call(apiRoutes.historique.lireDeEmploye, { params: { id: employeId }, query: {} })).body
    .elements;
const nbLignes = async () => (await t.db.select({ n: count() }).from(historique))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 2 });
});
afterAll(() => t.close());

describe('history rows written by the use cases', () => {
  it('POST /employe: one CREATION row by the administrator, on the new employee', async () => {
    const r = await api.as(e.admin.email).call(E.creer, {
      body: {
        utilisateur: { utilisateurId: 0, genre: 'Mme', nom: 'Neuve', prenom: 'Ada', email: 'ada.neuve@test.local' },
        etablissementId: e.etab.id,
        emailPro: null,
        administrateur: false,
        soldeRecupInitial: 0,
        soldeInitialCongesPayes: 12,
        soldeInitialCongesTrimestriels: 0,
        createMembreCommands: [{ serviceId: e.service.id, heuresHebdo: 35 }],
      },
    });
    expect(r.status, r.raw.body).toBe(201);
    const { employeId } = r.body;
    const [ligne, ...autres] = await lignesDe('employe', employeId);
    expect(autres).toEqual([]);
    expect(ligne).toMatchObject({
      acteurId: e.admin.utilisateurId,
      pourId: null,
      action: 'CREATION',
      avant: null,
      employeId,
      etablissementId: e.etab.id,
    });
    expect(ligne!.apres).toMatchObject({ soldeInitialCongesPayes: 12, services: String(e.service.id) });
  });

  it('PUT /employe/{id}/contrat/{contratId}: only the changed fields, before and after', async () => {
    const salarie = e.salarie.employeId;
    const contrat = { contratTypeId: 2, metierId: 3, heuresHebdo: 24, dateDebut: '2030-01-01', dateFin: '2030-06-30' };
    // The builder's employee holds a CDI from 2020: it ends before the new contract.
    const [cdi] = await t.db.select().from(contratTable).where(eq(contratTable.employeId, salarie));
    const admin = api.as(e.admin.email);
    const fin = await admin.call(E.modifierContrat, {
      params: { id: salarie, contratId: cdi!.id },
      body: { contrat: { ...cdi!, dateFin: '2029-12-31' } },
    });
    expect(fin.status, fin.raw.body).toBe(200);
    const cree = await admin.call(E.ajouterContrat, { params: { id: salarie }, body: { contrat } });
    expect(cree.status, cree.raw.body).toBe(201);
    const contratId = cree.body.contrats.find((c) => c.dateDebut === '2030-01-01')!.contratId;
    const r = await admin.call(E.modifierContrat, {
      params: { id: salarie, contratId },
      body: { contrat: { ...contrat, heuresHebdo: 28 } },
    });
    expect(r.status, r.raw.body).toBe(200);
    const lignes = await lignesDe('contrat', contratId);
    expect(lignes.map((l) => l.action)).toEqual(['CREATION', 'MODIFICATION']);
    expect(lignes[1]).toMatchObject({ avant: { heuresHebdo: 24 }, apres: { heuresHebdo: 28 }, employeId: salarie });
  });

  it('a head of service adds an employee, poses their leave and removes them: every step shows', async () => {
    // The review's risk: nothing showed it had happened.
    const cible = e.salarie.employeId;
    await buildCongesCredit(t.db, { employeId: cible, congesTypeId: 1, date: '2026-01-01', nbJours: 10 });
    const chef = api.as(e.chef.email);
    const ajout = await chef.call(apiRoutes.membre.creer, { body: { serviceId: e.service.id, employeId: cible } });
    expect(ajout.status, ajout.raw.body).toBe(201);
    const membreId = ajout.body.membreId;
    expect((await chef.call(E.lire, { params: { id: cible } })).status).toBe(200);
    const conges = await chef.call(apiRoutes.conges.creer, {
      body: { employeId: cible, type: 1, dateDebut: '2035-06-04', dateFin: '2035-06-05', demiJournee: 0 },
    });
    expect(conges.status, conges.raw.body).toBe(201);
    expect((await chef.call(apiRoutes.membre.supprimer, { params: { id: membreId } })).status).toBe(204);

    const lignes = (await historiqueDe(cible)).filter((l) => l.acteur.utilisateurId === e.chef.utilisateurId);
    expect(lignes.map((l) => [l.entite, l.action])).toEqual([
      ['membre', 'SUPPRESSION'],
      ['conges', 'CREATION'],
      ['membre', 'CREATION'],
    ]);
    expect(lignes[1]!.apres).toMatchObject({ dateDebut: '2035-06-04', dateFin: '2035-06-05', nbJours: 2 });
    expect(lignes[0]!.acteur.nomComplet).toMatch(/\S+ \S+/);
  });

  it('POST /conges/credit and POST /employe/{id}/soldeRecup/credit: one CREDIT row each', async () => {
    const cible = e.membres[0]!.employeId;
    const admin = api.as(e.admin.email);
    const credit = await admin.call(apiRoutes.conges.crediter, {
      body: { employeId: cible, type: 1, date: '2026-02-01', nbJours: 2.5, commentaire: 'Rattrapage' },
    });
    expect(credit.status, credit.raw.body).toBe(201);
    const heures = await admin.call(E.crediterHeures, {
      params: { id: cible },
      body: { dateDapplication: '2026-02-01', nbHeures: 3, raison: 'PAIEMENT', commentaire: 'Réunion du soir' },
    });
    expect(heures.status, heures.raw.body).toBe(201);
    const lignes = await historiqueDe(cible);
    expect(lignes.map((l) => [l.entite, l.action])).toEqual([
      ['heure_credit', 'CREDIT'],
      ['conges_credit', 'CREDIT'],
    ]);
    expect(lignes[0]!.apres).toMatchObject({ minutes: 180, commentaire: 'Réunion du soir' });
    expect(lignes[1]!.apres).toMatchObject({ nbJours: 2.5, congesTypeId: 1 });
  });

  it('PUT /modelePlanning/{id}/publier: one row summarising the publication, none per slot', async () => {
    const m = e.membres[1]!.membreId;
    const modele = await buildModele(t.db, e.service.id, 1, {
      creneaux: [{ membreId: m, ordreSemaine: 1, jourId: 1, heureDebut: 420, heureFin: 840 }],
      repos: [],
    });
    const avant = await nbLignes();
    const lundi = lundiDeLaSemaineDe(ajouterJours(todayInParis(), 7));
    const r = await api.as(e.chef.email).call(apiRoutes.modele.publier, {
      params: { id: modele.id },
      body: { semaineMiseEnApplication: semaineDe(lundi), debutCyclePublication: 1 },
    });
    expect(r.status, r.raw.body).toBe(200);
    expect(await nbLignes()).toBe(avant + 1);
    const [ligne] = await t.db.select().from(historique).where(eq(historique.entite, 'publication'));
    expect(ligne).toMatchObject({ action: 'PUBLICATION', acteurId: e.chef.utilisateurId, employeId: null });
    expect(ligne!.apres).toMatchObject({ modelePlanningId: modele.id, dateMiseEnApplication: lundi });
    expect((ligne!.apres as { nbCreneaux: number }).nbCreneaux).toBeGreaterThan(50);
  });

  it('writes no row when the use case fails after writing it: the transaction takes it back', async () => {
    // Roles are rewritten after the history row: make that step fail.
    await t.db.execute(sql`create function echec_roles() returns trigger language plpgsql as $$
      begin raise exception 'échec provoqué'; end $$`);
    await t.db.execute(
      sql`create trigger echec_roles before insert or delete on role_utilisateur for each statement execute function echec_roles()`,
    );
    const avant = { lignes: await nbLignes(), employes: (await t.db.select({ n: count() }).from(employe))[0]!.n };
    try {
      const r = await api.as(e.admin.email).call(E.modifier, {
        params: { id: e.membres[0]!.employeId },
        body: { emailPro: null, delegueDuPersonnel: true, administrateur: true, soldeRecupInitial: 0 },
      });
      expect(r.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger echec_roles on role_utilisateur`);
      await t.db.execute(sql`drop function echec_roles()`);
    }
    expect(await nbLignes()).toBe(avant.lignes);
    const [apres] = await t.db.select().from(employe).where(eq(employe.id, e.membres[0]!.employeId));
    expect(apres!.administrateur).toBe(false);
  });
});
