import type { ModelePlanning } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appelant, json } from '../../test/as-user';
import { buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ReturnType<typeof appelant>;
let modele: ModelePlanning;
let m1: number;
let m2: number;
const base = () => `/api/modelePlanning/${modele.modelePlanningId}`;
const creneau = (jourId: number, heureDebut: number, heureFin: number, membreId = m1, ordreSemaine = 1) => ({
  ordreSemaine,
  jourId,
  heureDebut,
  heureFin,
  membreId,
});

beforeAll(async () => {
  t = await buildTestApp();
  api = appelant(t);
  e = await buildEquipe(t.db, { nbMembres: 2 });
  m1 = e.membres[0]!.membreId;
  m2 = e.membres[1]!.membreId;
});
afterAll(() => t.close());

describe('GET /modelePlanning/service/{id}', () => {
  it('answers 404 outside scope, and creates a one-week template on its manager’s first read', async () => {
    expectApiError(await api.get(null, `/api/modelePlanning/service/${e.service.id}`), 401);
    expectApiError(await api.get(e.dehors.email, `/api/modelePlanning/service/${e.service.id}`), 404);
    const r = await api.get(e.chef.email, `/api/modelePlanning/service/${e.service.id}`);
    expect(r.statusCode).toBe(200);
    modele = json<ModelePlanning>(r);
    expect(modele).toMatchObject({
      serviceId: e.service.id,
      semaines: [{ ordre: 1, creneaux: [], joursDeRepos: [] }],
      infos: [],
      publications: [],
      abilities: { modifier: true, publier: true, publierDansLePasse: false },
    });
    const encore = json<ModelePlanning>(await api.get(e.salarie.email, `/api/modelePlanning/service/${e.service.id}`));
    expect(encore.modelePlanningId).toBe(modele.modelePlanningId);
    expect(encore.abilities).toEqual({ modifier: false, publier: false, publierDansLePasse: false });
  });
});

describe('template slots', () => {
  it('are created by the head, not by an employee or the head of another service', async () => {
    const url = `${base()}/modeleSemaine/1/modeleCreneau`;
    expectApiError(await api.post(e.salarie.email, url, creneau(1, 420, 840)), 403);
    expectApiError(await api.post(e.chefAutre.email, url, creneau(1, 420, 840)), 403);
    expectApiError(await api.post(e.dehors.email, url, creneau(1, 420, 840)), 404);
    const r = await api.post(e.chef.email, url, creneau(1, 420, 840));
    expect(r.statusCode, r.body).toBe(200);
    const cree = json<ModelePlanning>(r).semaines[0]!.creneaux[0]!;
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
    const r = await api.post(e.chef.email, `${base()}/modeleSemaine/1/modeleCreneau`, {
      ...creneau(2, 420, 840),
      ...change,
    });
    expect(expectApiError(r, 400).fieldErrors?.[champ]).toBe(message);
  });

  it('keeps to 720 minutes a day and refuses overlaps (409)', async () => {
    const url = `${base()}/modeleSemaine/1/modeleCreneau`;
    expect(expectApiError(await api.post(e.chef.email, url, creneau(1, 780, 900)), 409).message).toContain('chevauche');
    expect(expectApiError(await api.post(e.chef.email, url, creneau(1, 840, 1155)), 409).message).toBe(
      '12 h de travail par jour au plus',
    );
    expect((await api.post(e.chef.email, url, creneau(1, 840, 1140))).statusCode).toBe(200);
  });

  it('are resized, moved to another day and deleted', async () => {
    const avant = json<ModelePlanning>(await api.get(e.chef.email, `/api/modelePlanning/service/${e.service.id}`));
    const id = avant.semaines[0]!.creneaux.find((c) => c.heureDebut.valeur === 840)!.modeleCreneauDeTravailId;
    const url = `${base()}/modeleSemaine/1/modeleCreneau/${id}`;
    expectApiError(
      await api.put(e.chef.email, url, { ...creneau(1, 840, 1200), modeleCreneauDeTravailId: id + 1 }),
      400,
    );
    expect(expectApiError(await api.put(e.chef.email, url, creneau(1, 840, 1200)), 409).message).toContain('12 h');
    const deplace = json<ModelePlanning>(await api.put(e.chef.email, url, creneau(3, 1275, 1440)));
    expect(deplace.semaines[0]!.creneaux.find((c) => c.modeleCreneauDeTravailId === id)).toMatchObject({ jourId: 3 });
    expectApiError(await api.del(e.salarie.email, url), 403);
    expectApiError(await api.del(e.chef.email, `${base()}/modeleSemaine/1/modeleCreneau/999999`), 404);
    const apres = json<ModelePlanning>(await api.del(e.chef.email, url));
    expect(apres.semaines[0]!.creneaux.map((c) => c.modeleCreneauDeTravailId)).not.toContain(id);
  });
});

describe('template rest days (maxima of spec §9, decision 021)', () => {
  const url = () => `${base()}/modeleSemaine/1/modeleJourDeRepos`;

  it('goes on a free day only: full on an empty day, half on a short day', async () => {
    const repos = (jourId: number, demiJour: boolean) => ({ ordreSemaine: 1, jourId, membreId: m1, demiJour });
    expectApiError(await api.post(e.salarie.email, url(), repos(6, false)), 403);
    expect(expectApiError(await api.post(e.chef.email, url(), repos(1, false)), 409).message).toContain(
      'repos complet',
    );
    expect(expectApiError(await api.post(e.chef.email, url(), repos(1, true)), 409).message).toContain('demi-journée');
    const r = await api.post(e.chef.email, url(), { ordreSemaine: 1, jourId: 6, membreId: m1 });
    expect(json<ModelePlanning>(r).semaines[0]!.joursDeRepos).toEqual([
      expect.objectContaining({ jour: { jourId: 6 }, membreId: m1, demiJour: false }),
    ]);
    expect(expectApiError(await api.post(e.chef.email, url(), repos(6, true)), 409).message).toContain('déjà un repos');
  });

  it('refuses work on a full rest day', async () => {
    const r = await api.post(e.chef.email, `${base()}/modeleSemaine/1/modeleCreneau`, creneau(6, 420, 480));
    expect(expectApiError(r, 409).message).toContain('repos complet');
  });

  it('switches to half a day, moves to a free day and is deleted', async () => {
    const courant = json<ModelePlanning>(await api.get(e.chef.email, `/api/modelePlanning/service/${e.service.id}`));
    const id = courant.semaines[0]!.joursDeRepos[0]!.modeleJourDeReposId;
    const u = `${url()}/${id}`;
    expect(
      json<ModelePlanning>(await api.put(e.chef.email, u, { ordreSemaine: 1, jourId: 6, demiJour: true })).semaines[0]!
        .joursDeRepos[0]!.demiJour,
    ).toBe(true);
    expect(
      expectApiError(await api.put(e.chef.email, u, { ordreSemaine: 1, jourId: 1, demiJour: true }), 409).message,
    ).toContain('demi-journée');
    const deplace = json<ModelePlanning>(
      await api.put(e.chef.email, u, { ordreSemaine: 1, jourId: 7, demiJour: false }),
    );
    expect(deplace.semaines[0]!.joursDeRepos[0]).toMatchObject({ jour: { jourId: 7 }, demiJour: false });
    expectApiError(await api.put(e.chef.email, u, { ordreSemaine: 1, jourId: 8, demiJour: false }), 400);
    expect(json<ModelePlanning>(await api.del(e.chef.email, u)).semaines[0]!.joursDeRepos).toEqual([]);
  });
});

describe('template weeks', () => {
  it('adds, copies (at the end) and deletes weeks, renumbering the later ones', async () => {
    expectApiError(await api.post(e.salarie.email, `${base()}/modeleSemaine`), 403);
    const deux = json<ModelePlanning>(await api.post(e.chef.email, `${base()}/modeleSemaine`));
    expect(deux.semaines.map((s) => s.ordre)).toEqual([1, 2]);
    const trois = json<ModelePlanning>(await api.post(e.chef.email, `${base()}/modeleSemaine/1/copy`));
    expect(trois.semaines[2]!.creneaux.map((c) => [c.jourId, c.heureDebut.valeur])).toEqual(
      trois.semaines[0]!.creneaux.map((c) => [c.jourId, c.heureDebut.valeur]),
    );
    expectApiError(await api.post(e.chef.email, `${base()}/modeleSemaine/9/copy`), 404);
    const apres = json<ModelePlanning>(await api.del(e.chef.email, `${base()}/modeleSemaine/2`));
    expect(apres.semaines.map((s) => s.ordre)).toEqual([1, 2]);
    expect(apres.semaines[1]!.creneaux.length).toBe(trois.semaines[0]!.creneaux.length);
    await api.del(e.chef.email, `${base()}/modeleSemaine/2`);
    expectApiError(await api.del(e.chef.email, `${base()}/modeleSemaine/1`), 409);
  });
});

describe('PUT /modelePlanning/{id}/interchangerMembre', () => {
  it('swaps two members’ places', async () => {
    const url = `${base()}/interchangerMembre`;
    expectApiError(await api.put(e.chef.email, url, { remplaceMembreId: m1, remplacantMembreId: m1 }), 400);
    expectApiError(await api.put(e.salarie.email, url, { remplaceMembreId: m1, remplacantMembreId: m2 }), 403);
    const avant = json<ModelePlanning>(await api.get(e.chef.email, `/api/modelePlanning/service/${e.service.id}`));
    const apres = json<ModelePlanning>(
      await api.put(e.chef.email, url, { remplaceMembreId: m1, remplacantMembreId: m2 }),
    );
    expect(apres.semaines[0]!.creneaux.map((c) => c.membreId)).toEqual(avant.semaines[0]!.creneaux.map(() => m2));
    expect(apres.infos.find((i) => i.type === 'MINUTES_MOYENNES_PAR_SEMAINE')?.membreId).toBe(m2);
  });
});
