import { ajouterJours, apiRoutes, type Candidat, dureeFr, lundiDeLaSemaineDe } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildConges, buildEmploye, buildMembre, buildUtilisateur } from '../../test/factories';
import { buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { fournirOffresEnCours } from './offres-en-cours';

const C = apiRoutes.couverture;
let t: TestApp;
let e: Equipe;
let api: ApiClient;
const GLOBAL = 'global@couverture.test';
const AILLEURS = 'ailleurs@couverture.test';
const VACATAIRE = 'vacataire@couverture.test';
const D = ajouterJours(todayInParis(), 3);
let aCouvrir: number;
let remplace: number;
let nePasRemplacer: number;
let ailleursId: number;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 3 });
  const [absent, collegue, reposCourt] = e.membres;
  const s = e.service.id;
  await buildUtilisateur(t.db, { email: GLOBAL, administrateurGlobal: true });
  await buildConges(t.db, { employeId: absent!.employeId, dateDebut: D, dateFin: ajouterJours(D, 2) });
  aCouvrir = (await buildCreneau(t.db, { serviceId: s, membreId: absent!.membreId, date: D })).id;
  nePasRemplacer = (
    await buildCreneau(t.db, {
      serviceId: s,
      membreId: absent!.membreId,
      date: ajouterJours(D, 1),
      nePasRemplacer: true,
    })
  ).id;
  remplace = (await buildCreneau(t.db, { serviceId: s, membreId: absent!.membreId, date: ajouterJours(D, 2) })).id;
  await buildCreneau(t.db, {
    serviceId: s,
    membreId: reposCourt!.membreId,
    type: 'CreneauDeRemplacement',
    date: ajouterJours(D, 2),
    remplaceId: remplace,
  });
  // 7:00–14:00 then 14:00–21:00: 14 hours in the day, more than 12 even by derogation.
  await buildCreneau(t.db, { serviceId: s, membreId: collegue!.membreId, date: D, heureDebut: 840, heureFin: 1260 });
  // Ends at 21:30 the day before: 9 h 30 of rest, kept by the CCN 66 derogation.
  await buildCreneau(t.db, {
    serviceId: s,
    membreId: reposCourt!.membreId,
    date: ajouterJours(D, -1),
    heureDebut: 840,
    heureFin: 1290,
  });
  const vacataire = await buildUtilisateur(t.db, { email: VACATAIRE, prenom: 'Victor', nom: 'Vacataire' });
  await buildEmploye(t.db, {
    utilisateurId: vacataire.id,
    etablissementId: e.etab.id,
    contrat: { contratTypeId: 4, dateDebut: '2025-01-01', dateFin: '2025-02-01' },
  });
  await buildEmploye(t.db, { etablissementId: e.etab.id, contrat: { metierId: 2 } });
  const ailleurs = await buildUtilisateur(t.db, { email: AILLEURS, prenom: 'Anne', nom: 'Ailleurs' });
  ailleursId = ailleurs.id;
  await buildEmploye(t.db, { utilisateurId: ailleurs.id, etablissementId: e.siege.id });
  await buildEmploye(t.db, { etablissementId: e.siege.id });
  // A member of the other service stays in the establishment's circle.
  const autre = await buildEmploye(t.db, { etablissementId: e.etab.id });
  await buildMembre(t.db, { serviceId: e.autreService.id, employeId: autre.id });
});
afterAll(() => t.close());

const liste = (email: string | null, query = {}, id = e.etab.id) =>
  api.as(email).call(C.aCouvrir, { params: { id }, query });
const candidats = (email: string | null, id = aCouvrir) => api.as(email).call(C.candidats, { params: { id } });

describe('GET /couverture/etablissement/{id}/a-couvrir', () => {
  it('lists the slots to cover only: not replaced, not marked, the soonest first', async () => {
    const r = await liste(e.chef.email);
    expect(r.status).toBe(200);
    expect(r.body.du).toBe(todayInParis());
    expect(r.body.au).toBe(ajouterJours(todayInParis(), 27));
    expect(r.body.services).toEqual([{ serviceId: e.service.id, nom: e.service.nom }]);
    expect(r.body.creneaux).toEqual([
      {
        creneauId: aCouvrir,
        serviceId: e.service.id,
        service: e.service.nom,
        membreId: e.membres[0]!.membreId,
        nomComplet: expect.any(String),
        date: D,
        heureDebut: 420,
        heureFin: 840,
        nuit: false,
        motif: 'CONGES',
        offreEnCours: false,
      },
    ]);
    expect(r.body.creneaux.map((c) => c.creneauId)).not.toContain(nePasRemplacer);
    expect(r.body.creneaux.map((c) => c.creneauId)).not.toContain(remplace);
  });

  it('filters by service, day or night, and offer under way', async () => {
    expect((await liste(e.admin.email, { moment: 'nuit' })).body.creneaux).toEqual([]);
    expect((await liste(e.admin.email, { moment: 'jour' })).body.creneaux).toHaveLength(1);
    expect((await liste(e.admin.email, { offre: 'avec' })).body.creneaux).toEqual([]);
    expect((await liste(e.admin.email, { offre: 'sans' })).body.creneaux).toHaveLength(1);
    // The offer module gives which slots have an offer under way.
    const avant = fournirOffresEnCours(async (_db, ids) => new Set(ids.filter((id) => id === aCouvrir)));
    try {
      expect((await liste(e.admin.email, { offre: 'avec' })).body.creneaux).toMatchObject([
        { creneauId: aCouvrir, offreEnCours: true },
      ]);
      expect((await liste(e.admin.email, { offre: 'sans' })).body.creneaux).toEqual([]);
    } finally {
      fournirOffresEnCours(avant);
    }
    expect((await liste(e.admin.email, { serviceId: e.autreService.id })).body.creneaux).toEqual([]);
    expectApiError(await liste(e.chef.email, { serviceId: e.autreService.id }), 403);
  });

  it('answers each role of the matrix: heads for their services, administrators, no one else', async () => {
    const admin = await liste(e.admin.email);
    expect(admin.body.services.map((s) => s.serviceId).sort()).toEqual([e.service.id, e.autreService.id].sort());
    expect((await liste(e.chefAutre.email)).body).toMatchObject({
      services: [{ serviceId: e.autreService.id }],
      creneaux: [],
    });
    expect((await liste(GLOBAL)).status).toBe(200);
    expectApiError(await liste(e.salarie.email), 403);
    expectApiError(await liste(e.dehors.email), 404);
    expectApiError(await liste(e.chef.email, {}, e.autreEtab.id), 404);
    expectApiError(await liste(null), 401);
  });

  it('refuses bad input with a 400', async () => {
    expectApiError(
      await api.as(e.chef.email).callBrut(C.aCouvrir, { params: { id: e.etab.id }, query: { moment: 'soir' } }),
      400,
    );
    expectApiError(
      await api.as(e.chef.email).callBrut(C.aCouvrir, { params: { id: e.etab.id }, query: { offre: 'peut-être' } }),
      400,
    );
    expectApiError(await api.as(e.chef.email).callBrut(C.aCouvrir, { params: { id: 'x' } }), 400);
  });
});

describe('GET /couverture/creneau/{id}/candidats', () => {
  const nom = (c: Candidat[], email: string) => c.find((x) => x.nomComplet.includes(email));

  it('ranks the service first, then the same job, the other establishments who accept, the vacataires', async () => {
    const ailleurs = await api.as(AILLEURS).call(C.preference, { params: { id: ailleursId } });
    expect(ailleurs.body).toEqual({ autresEtablissements: false });
    expect((await candidats(e.chef.email)).body.candidats.map((c) => c.nomComplet)).not.toContain('Anne Ailleurs');
    const accepte = await api
      .as(AILLEURS)
      .call(C.modifierPreference, { params: { id: ailleursId }, body: { autresEtablissements: true } });
    expect(accepte.body).toEqual({ autresEtablissements: true });

    const r = await candidats(e.chef.email);
    expect(r.status).toBe(200);
    const { candidats: liste, ecartes, regle, creneau } = r.body;
    // The slot (7 h), the day before (7 h 30) and the replacement two days later (7 h), in D's week.
    const memeSemaine = (j: number) => lundiDeLaSemaineDe(ajouterJours(D, j)) === lundiDeLaSemaineDe(D);
    const semaineDe3 = dureeFr(420 + (memeSemaine(-1) ? 450 : 0) + (memeSemaine(2) ? 420 : 0));
    expect(creneau.creneauId).toBe(aCouvrir);
    expect(regle).toMatchObject({ regleTravailId: null, reposQuotidien: 660, reposQuotidienDerogatoire: 540 });
    expect(ecartes).toBe(1);
    expect(liste.map((c) => c.cercle)).toEqual([
      'SERVICE',
      'ETABLISSEMENT',
      'ETABLISSEMENT',
      'ETABLISSEMENT',
      'ETABLISSEMENT',
      'ETABLISSEMENT',
      'ASSOCIATION',
      'VACATAIRE',
    ]);
    expect(liste[0]).toMatchObject({
      employeId: e.membres[2]!.employeId,
      disponible: true,
      avertissement: true,
      raisons: [
        'libre',
        'repos de 9 h 30 seulement (dérogation CCN 66 possible)',
        `${semaineDe3} / 35 h cette semaine`,
        expect.stringMatching(/de moyenne sur 12 semaines$/),
        '1 remplacement ce mois-ci',
      ],
    });
    expect(liste.some((c) => c.employeId === e.membres[1]!.employeId)).toBe(false);
    expect(liste.at(-2)).toMatchObject({ nomComplet: 'Anne Ailleurs', etablissement: e.siege.raisonSociale });
    expect(liste.at(-1)).toMatchObject({ nomComplet: 'Victor Vacataire', cercle: 'VACATAIRE' });
    expect(nom(liste, 'Vacataire')!.raisons).toContain('7 h cette semaine');
  });

  it('follows the association’s rules in force', async () => {
    const body = {
      dateDebut: todayInParis(),
      reposQuotidien: 660,
      reposQuotidienDerogatoire: 600,
      travailJourMax: 600,
      travailJourMaxDerogatoire: 720,
      travailSemaineMax: 2880,
      moyenneDouzeSemainesMax: 2640,
      reposHebdomadaire: 2100,
      joursConsecutifsMax: 6,
      partHeuresComplementaires: 'DIXIEME' as const,
    };
    const params = { associationId: e.etab.associationId };
    expectApiError(await api.as(e.admin.email).call(C.creerRegle, { params, body }), 403);
    expectApiError(
      await api.as(GLOBAL).call(C.creerRegle, { params, body: { ...body, reposQuotidienDerogatoire: 700 } }),
      400,
    );
    const cree = await api.as(GLOBAL).call(C.creerRegle, { params, body });
    expect(cree.status).toBe(201);
    expect((await api.as(e.admin.email).call(C.regles, { params })).body.versions).toHaveLength(1);
    expectApiError(await api.as(GLOBAL).call(C.creerRegle, { params, body }), 400);
    const r = (await candidats(e.admin.email)).body;
    expect(r.regle.reposQuotidienDerogatoire).toBe(600);
    expect(r.ecartes).toBe(2);
    expect(r.candidats.some((c) => c.employeId === e.membres[2]!.employeId)).toBe(false);
  });

  it('answers 403, 404, 409 and 400 by the rules of §6', async () => {
    expectApiError(await candidats(e.salarie.email), 403);
    expectApiError(await candidats(e.chefAutre.email), 403);
    expectApiError(await candidats(e.dehors.email), 404);
    expectApiError(await candidats(e.chef.email, 2_000_000_000), 404);
    expectApiError(await candidats(e.chef.email, remplace), 409);
    expectApiError(await api.as(e.chef.email).callBrut(C.candidats, { params: { id: '1.5' } }), 400);
    expectApiError(await candidats(null), 401);
  });
});

describe('the profile setting and the figures', () => {
  it('keeps the setting to its user, and refuses a bad body without change', async () => {
    const id = ailleursId;
    expectApiError(await api.as(e.chef.email).call(C.preference, { params: { id } }), 404);
    expectApiError(
      await api.as(AILLEURS).callBrut(C.modifierPreference, { params: { id }, body: { autresEtablissements: 'oui' } }),
      400,
    );
    expect((await api.as(AILLEURS).call(C.preference, { params: { id } })).body).toEqual({
      autresEtablissements: true,
    });
  });

  it('counts the month: to cover, covered and by whom, left uncovered', async () => {
    const annee = Number(D.slice(0, 4));
    const r = await api.as(e.admin.email).call(C.chiffres, { params: { id: e.etab.id }, query: { annee } });
    expect(r.status).toBe(200);
    expect(r.body.mois).toHaveLength(12);
    const total = (cle: 'aCouvrir' | 'couverts' | 'nonCouverts') => r.body.mois.reduce((s, m) => s + m[cle], 0);
    const memeAnnee = ajouterJours(D, 2).startsWith(String(annee));
    expect(total('aCouvrir')).toBe(memeAnnee ? 2 : 1);
    expect(total('couverts')).toBe(memeAnnee ? 1 : 0);
    expect(total('nonCouverts')).toBe(1);
    if (memeAnnee) expect(r.body.mois.reduce((s, m) => s + m.parCercle.SERVICE, 0)).toBe(1);
    expectApiError(
      await api.as(e.salarie.email).call(C.chiffres, { params: { id: e.etab.id }, query: { annee } }),
      403,
    );
    expectApiError(
      await api.as(e.admin.email).callBrut(C.chiffres, { params: { id: e.etab.id }, query: { annee: 'x' } }),
      400,
    );
  });
});
