import { apiRoutes, type BodyInputOf, type ModelePlanning } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
let modele: ModelePlanning;
let m1: number;
let m2: number;
const M = apiRoutes.modele;
const semaine = (ordre = 1) => ({ id: modele.modelePlanningId, ordre });
const lire = (email: string | null) => api.as(email).call(M.lireParService, { params: { serviceId: e.service.id } });
const creerCreneau = (email: string, body: BodyInputOf<typeof M.creerCreneau>) =>
  api.as(email).call(M.creerCreneau, { params: semaine(), body });
const creneau = (jourId: number, heureDebut: number, heureFin: number, membreId = m1, ordreSemaine = 1) => ({
  ordreSemaine,
  jourId,
  heureDebut,
  heureFin,
  membreId,
});

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 2 });
  m1 = e.membres[0]!.membreId;
  m2 = e.membres[1]!.membreId;
});
afterAll(() => t.close());

describe('GET /modelePlanning/service/{id}', () => {
  it('answers 404 outside scope, and creates a one-week template on its manager’s first read', async () => {
    expectApiError(await lire(null), 401);
    expectApiError(await lire(e.dehors.email), 404);
    const r = await lire(e.chef.email);
    expect(r.status).toBe(200);
    modele = r.body;
    expect(modele).toMatchObject({
      serviceId: e.service.id,
      semaines: [{ ordre: 1, creneaux: [], joursDeRepos: [] }],
      infos: [],
      publications: [],
      abilities: { modifier: true, publier: true, publierDansLePasse: false },
    });
    const encore = (await lire(e.salarie.email)).body;
    expect(encore.modelePlanningId).toBe(modele.modelePlanningId);
    expect(encore.abilities).toEqual({ modifier: false, publier: false, publierDansLePasse: false });
  });
});

describe('template slots', () => {
  it('are created by the head, not by an employee or the head of another service', async () => {
    expectApiError(await creerCreneau(e.salarie.email, creneau(1, 420, 840)), 403);
    expectApiError(await creerCreneau(e.chefAutre.email, creneau(1, 420, 840)), 403);
    expectApiError(await creerCreneau(e.dehors.email, creneau(1, 420, 840)), 404);
    const r = await creerCreneau(e.chef.email, creneau(1, 420, 840));
    expect(r.status, r.raw.body).toBe(200);
    const cree = r.body.semaines[0]!.creneaux[0]!;
    expect(cree).toMatchObject({
      jourId: 1,
      membreId: m1,
      heureDebut: { heure: 7, minute: 0, valeur: 420, toHeureMinute: '07:00' },
      heureFin: { valeur: 840, toHeureMinute: '14:00' },
    });
  });

  it.each([
    [{ jourId: undefined }, 'jourId', '*information obligatoire'],
    [{ ordreSemaine: undefined }, 'ordreSemaine', '*information obligatoire'],
    [{ heureDebut: 900 }, 'heureFin', "L'heure de début doit précéder l'heure de fin"],
    [{ heureFin: 1500 }, 'heureFin', "Cette borne horaire n'est pas valide"],
    [{ heureDebut: 425 }, 'heureDebut', "Cette borne horaire n'est pas valide"],
    [{ ordreSemaine: 2 }, 'ordreSemaine', 'Cette semaine n’existe pas dans le modèle'],
    [{ membreId: 999999 }, 'membreId', 'Choisir un membre actuel du service'],
  ])('refuses %o with its message', async (change, champ, message) => {
    const r = await api
      .as(e.chef.email)
      .callBrut(M.creerCreneau, { params: semaine(), body: { ...creneau(2, 420, 840), ...change } });
    expect(expectApiError(r, 400).fieldErrors?.[champ]).toBe(message);
  });

  it('keeps to 720 minutes a day and refuses overlaps (409)', async () => {
    expect(expectApiError(await creerCreneau(e.chef.email, creneau(1, 780, 900)), 409).message).toContain('chevauche');
    expect(expectApiError(await creerCreneau(e.chef.email, creneau(1, 840, 1155)), 409).message).toBe(
      '12 h de travail par jour au plus',
    );
    expect((await creerCreneau(e.chef.email, creneau(1, 840, 1140))).status).toBe(200);
  });

  it('are resized, moved to another day and deleted', async () => {
    const avant = (await lire(e.chef.email)).body;
    const id = avant.semaines[0]!.creneaux.find((c) => c.heureDebut.valeur === 840)!.modeleCreneauDeTravailId;
    const params = { ...semaine(), modeleCreneauDeTravailId: id };
    const chef = api.as(e.chef.email);
    const modifier = (body: BodyInputOf<typeof M.modifierCreneau>) => chef.call(M.modifierCreneau, { params, body });
    const supprimer = (email: string, modeleCreneauDeTravailId = id) =>
      api.as(email).call(M.supprimerCreneau, { params: { ...params, modeleCreneauDeTravailId } });
    expectApiError(
      await chef.callBrut(M.modifierCreneau, {
        params,
        body: { ...creneau(1, 840, 1200), modeleCreneauDeTravailId: id + 1 },
      }),
      400,
    );
    expect(expectApiError(await modifier(creneau(1, 840, 1200)), 409).message).toContain('12 h');
    const deplace = (await modifier(creneau(3, 1275, 1440))).body;
    expect(deplace.semaines[0]!.creneaux.find((c) => c.modeleCreneauDeTravailId === id)).toMatchObject({ jourId: 3 });
    expectApiError(await supprimer(e.salarie.email), 403);
    expectApiError(await supprimer(e.chef.email, 999999), 404);
    const apres = (await supprimer(e.chef.email)).body;
    expect(apres.semaines[0]!.creneaux.map((c) => c.modeleCreneauDeTravailId)).not.toContain(id);
  });
});

describe('template rest days (maxima of spec §9, decision 021)', () => {
  const creerRepos = (email: string, body: BodyInputOf<typeof M.creerJourDeRepos>) =>
    api.as(email).call(M.creerJourDeRepos, { params: semaine(), body });

  it('goes on a free day only: full on an empty day, half on a short day', async () => {
    const repos = (jourId: number, demiJour: boolean) => ({ ordreSemaine: 1, jourId, membreId: m1, demiJour });
    expectApiError(await creerRepos(e.salarie.email, repos(6, false)), 403);
    expect(expectApiError(await creerRepos(e.chef.email, repos(1, false)), 409).message).toContain('repos complet');
    expect(expectApiError(await creerRepos(e.chef.email, repos(1, true)), 409).message).toContain('demi-journée');
    const r = await creerRepos(e.chef.email, { ordreSemaine: 1, jourId: 6, membreId: m1 });
    expect(r.body.semaines[0]!.joursDeRepos).toEqual([
      expect.objectContaining({ jour: { jourId: 6 }, membreId: m1, demiJour: false }),
    ]);
    expect(expectApiError(await creerRepos(e.chef.email, repos(6, true)), 409).message).toContain('déjà un repos');
  });

  it('refuses work on a full rest day', async () => {
    const r = await creerCreneau(e.chef.email, creneau(6, 420, 480));
    expect(expectApiError(r, 409).message).toContain('repos complet');
  });

  it('switches to half a day, moves to a free day and is deleted', async () => {
    const courant = (await lire(e.chef.email)).body;
    const params = { ...semaine(), modeleJourDeReposId: courant.semaines[0]!.joursDeRepos[0]!.modeleJourDeReposId };
    const chef = api.as(e.chef.email);
    const modifier = (jourId: number, demiJour: boolean) =>
      chef.call(M.modifierJourDeRepos, { params, body: { ordreSemaine: 1, jourId, demiJour } });
    expect((await modifier(6, true)).body.semaines[0]!.joursDeRepos[0]!.demiJour).toBe(true);
    expect(expectApiError(await modifier(1, true), 409).message).toContain('demi-journée');
    const deplace = (await modifier(7, false)).body;
    expect(deplace.semaines[0]!.joursDeRepos[0]).toMatchObject({ jour: { jourId: 7 }, demiJour: false });
    expectApiError(await modifier(8, false), 400);
    expect((await chef.call(M.supprimerJourDeRepos, { params })).body.semaines[0]!.joursDeRepos).toEqual([]);
  });
});

describe('template weeks', () => {
  it('adds, copies (at the end) and deletes weeks, renumbering the later ones', async () => {
    const params = { id: modele.modelePlanningId };
    const chef = api.as(e.chef.email);
    const supprimer = (ordre: number) => chef.call(M.supprimerSemaine, { params: semaine(ordre) });
    expectApiError(await api.as(e.salarie.email).call(M.ajouterSemaine, { params }), 403);
    const deux = (await chef.call(M.ajouterSemaine, { params })).body;
    expect(deux.semaines.map((s) => s.ordre)).toEqual([1, 2]);
    const trois = (await chef.call(M.copierSemaine, { params: semaine(1) })).body;
    expect(trois.semaines[2]!.creneaux.map((c) => [c.jourId, c.heureDebut.valeur])).toEqual(
      trois.semaines[0]!.creneaux.map((c) => [c.jourId, c.heureDebut.valeur]),
    );
    expectApiError(await chef.call(M.copierSemaine, { params: semaine(9) }), 404);
    const apres = (await supprimer(2)).body;
    expect(apres.semaines.map((s) => s.ordre)).toEqual([1, 2]);
    expect(apres.semaines[1]!.creneaux.length).toBe(trois.semaines[0]!.creneaux.length);
    await supprimer(2);
    expectApiError(await supprimer(1), 409);
  });
});

describe('PUT /modelePlanning/{id}/interchangerMembre', () => {
  it('swaps two members’ places', async () => {
    const interchanger = (email: string, remplacantMembreId: number) =>
      api.as(email).call(M.interchangerMembre, {
        params: { id: modele.modelePlanningId },
        body: { remplaceMembreId: m1, remplacantMembreId },
      });
    expectApiError(await interchanger(e.chef.email, m1), 400);
    expectApiError(await interchanger(e.salarie.email, m2), 403);
    const avant = (await lire(e.chef.email)).body;
    const apres = (await interchanger(e.chef.email, m2)).body;
    expect(apres.semaines[0]!.creneaux.map((c) => c.membreId)).toEqual(avant.semaines[0]!.creneaux.map(() => m2));
    expect(apres.infos.find((i) => i.type === 'MINUTES_MOYENNES_PAR_SEMAINE')?.membreId).toBe(m2);
  });
});
