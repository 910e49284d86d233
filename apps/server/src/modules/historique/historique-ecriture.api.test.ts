import {
  ajouterJours,
  type Employe,
  type HistoriquePage,
  lundiDeLaSemaineDe,
  type Membre,
  semaineDe,
} from '@roulement/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrat as contratTable, employe, historique } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { appelant, json } from '../../test/as-user';
import { buildCongesCredit } from '../../test/factories';
import { buildEquipe, buildModele, type Equipe } from '../../test/factories/planning';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Each kind of change writes its row in the use case's transaction (issue 11, decision 034).
let t: TestApp;
let e: Equipe;
let api: ReturnType<typeof appelant>;

const lignesDe = (entite: (typeof historique.$inferSelect)['entite'], entiteId: number) =>
  t.db
    .select()
    .from(historique)
    .where(and(eq(historique.entite, entite), eq(historique.entiteId, entiteId)))
    .orderBy(asc(historique.id));
const historiqueDe = async (employeId: number) =>
  json<HistoriquePage>(await api.get(e.admin.email, `/api/employe/${employeId}/historique`)).elements;
const nbLignes = async () => (await t.db.select({ n: count() }).from(historique))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  api = appelant(t);
  e = await buildEquipe(t.db, { nbMembres: 2 });
});
afterAll(() => t.close());

describe('history rows written by the use cases', () => {
  it('POST /employe: one CREATION row by the administrator, on the new employee', async () => {
    const r = await api.post(e.admin.email, '/api/employe', {
      utilisateur: { utilisateurId: 0, genre: 'Mme', nom: 'Neuve', prenom: 'Ada', email: 'ada.neuve@test.local' },
      etablissementId: e.etab.id,
      emailPro: null,
      administrateur: false,
      soldeRecupInitial: 0,
      soldeInitialCongesPayes: 12,
      soldeInitialCongesTrimestriels: 0,
      createMembreCommands: [{ serviceId: e.service.id, heuresHebdo: 35 }],
    });
    expect(r.statusCode, r.body).toBe(201);
    const { employeId } = json<{ employeId: number }>(r);
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
    const fin = await api.put(e.admin.email, `/api/employe/${salarie}/contrat/${cdi!.id}`, {
      contrat: { ...cdi, dateFin: '2029-12-31' },
    });
    expect(fin.statusCode, fin.body).toBe(200);
    const cree = await api.post(e.admin.email, `/api/employe/${salarie}/contrat`, { contrat });
    expect(cree.statusCode, cree.body).toBe(201);
    const contratId = json<Employe>(cree).contrats.find((c) => c.dateDebut === '2030-01-01')!.contratId;
    const r = await api.put(e.admin.email, `/api/employe/${salarie}/contrat/${contratId}`, {
      contrat: { ...contrat, heuresHebdo: 28 },
    });
    expect(r.statusCode, r.body).toBe(200);
    const lignes = await lignesDe('contrat', contratId);
    expect(lignes.map((l) => l.action)).toEqual(['CREATION', 'MODIFICATION']);
    expect(lignes[1]).toMatchObject({ avant: { heuresHebdo: 24 }, apres: { heuresHebdo: 28 }, employeId: salarie });
  });

  it('a head of service adds an employee, poses their leave and removes them: every step shows', async () => {
    // The review's risk: nothing showed it had happened.
    const cible = e.salarie.employeId;
    await buildCongesCredit(t.db, { employeId: cible, congesTypeId: 1, date: '2026-01-01', nbJours: 10 });
    const ajout = await api.post(e.chef.email, '/api/membre', { serviceId: e.service.id, employeId: cible });
    expect(ajout.statusCode, ajout.body).toBe(201);
    const membreId = json<Membre>(ajout).membreId;
    expect((await api.get(e.chef.email, `/api/employe/${cible}`)).statusCode).toBe(200);
    const conges = await api.post(e.chef.email, '/api/conges', {
      employeId: cible,
      type: 1,
      dateDebut: '2035-06-04',
      dateFin: '2035-06-05',
      demiJournee: 0,
    });
    expect(conges.statusCode, conges.body).toBe(201);
    expect((await api.del(e.chef.email, `/api/membre/${membreId}`)).statusCode).toBe(204);

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
    const credit = await api.post(e.admin.email, '/api/conges/credit', {
      employeId: cible,
      type: 1,
      date: '2026-02-01',
      nbJours: 2.5,
      commentaire: 'Rattrapage',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const heures = await api.post(e.admin.email, `/api/employe/${cible}/soldeRecup/credit`, {
      dateDapplication: '2026-02-01',
      nbHeures: 3,
      raison: 'PAIEMENT',
      commentaire: 'Réunion du soir',
    });
    expect(heures.statusCode, heures.body).toBe(201);
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
    const r = await api.put(e.chef.email, `/api/modelePlanning/${modele.id}/publier`, {
      semaineMiseEnApplication: semaineDe(lundi),
      debutCyclePublication: 1,
    });
    expect(r.statusCode, r.body).toBe(200);
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
      const r = await api.put(e.admin.email, `/api/employe/${e.membres[0]!.employeId}`, {
        emailPro: null,
        delegueDuPersonnel: true,
        administrateur: true,
        soldeRecupInitial: 0,
      });
      expect(r.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger echec_roles on role_utilisateur`);
      await t.db.execute(sql`drop function echec_roles()`);
    }
    expect(await nbLignes()).toBe(avant.lignes);
    const [apres] = await t.db.select().from(employe).where(eq(employe.id, e.membres[0]!.employeId));
    expect(apres!.administrateur).toBe(false);
  });
});
