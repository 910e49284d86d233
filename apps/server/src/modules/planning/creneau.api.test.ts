import { apiRoutes, type BodyInputOf, type Creneau } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { buildConges, buildMembre, buildUtilisateur } from '../../test/factories';
import { buildCreneau, buildEquipe, buildJourDeRepos, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
const GLOBAL = 'global@creneau.test';
// Week 10 of 2026: Monday 2 March.
const LUNDI = '2026-03-02';
const MARDI = '2026-03-03';
const SEMAINE = { _annee: 2026, _semaine: 10 };
const P = apiRoutes.planning;
let m: number[];
let s1: number;
let s2: number;
let s3: number;

const semaine = async (email: string, serviceId = e.service.id) =>
  (await api.as(email).call(P.creneauxServiceSemaine, { params: { serviceId }, query: SEMAINE })).body;
const trouve = (liste: Creneau[], id: number) => liste.find((c) => c.creneauId === id)!;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 3 });
  await buildUtilisateur(t.db, { email: GLOBAL, administrateurGlobal: true });
  m = e.membres.map((x) => x.membreId);
  s1 = (
    await buildCreneau(t.db, { serviceId: e.service.id, membreId: m[0]!, date: LUNDI, heureDebut: 420, heureFin: 840 })
  ).id;
  s2 = (
    await buildCreneau(t.db, { serviceId: e.service.id, membreId: m[1]!, date: LUNDI, heureDebut: 840, heureFin: 1290 })
  ).id;
  s3 = (
    await buildCreneau(t.db, { serviceId: e.service.id, membreId: m[0]!, date: MARDI, heureDebut: 420, heureFin: 840 })
  ).id;
  await buildConges(t.db, { employeId: e.membres[0]!.employeId, dateDebut: MARDI, dateFin: MARDI });
  await buildJourDeRepos(t.db, { serviceId: e.service.id, membreId: m[2]!, date: '2026-03-04' });
});
afterAll(() => t.close());

describe('GET /creneau/service/{id}/semaine', () => {
  it('answers 401, 404 outside scope and 400 for a bad week', async () => {
    const params = { serviceId: e.service.id };
    expectApiError(await api.as(null).call(P.creneauxServiceSemaine, { params, query: SEMAINE }), 401);
    expectApiError(await api.as(e.dehors.email).call(P.creneauxServiceSemaine, { params, query: SEMAINE }), 404);
    const salarie = api.as(e.salarie.email);
    expectApiError(
      await salarie.call(P.creneauxServiceSemaine, { params, query: { _annee: 2025, _semaine: 53 } }),
      400,
    );
    expectApiError(await salarie.callBrut(P.creneauxServiceSemaine, { params, query: { _annee: 2026 } }), 400);
  });

  it('shows members, slots, unavailability, counters and the empty state to an employee', async () => {
    const p = await semaine(e.salarie.email);
    expect(p.semaine).toEqual({
      semaine: 10,
      annee: 2026,
      numeroSemaine: '10-2026',
      dateDebut: LUNDI,
      dateFin: '2026-03-08',
    });
    expect(p.modeleEnVigueur).toBe(false);
    expect(p.membres.map((x) => x.membreId).sort()).toEqual([...m].sort());
    expect(p.membres.find((x) => x.membreId === m[0])!.employe.indisponibilites).toEqual([
      { jour: { jourId: 2 }, semaine: { semaine: 10, annee: 2026 } },
    ]);
    expect(trouve(p.creneaux, s3)).toMatchObject({ indisponible: true, aRemplacer: true, type: 'CreneauDeTravail' });
    // Issue 25: the leave type travels with the week, so the absent member's slot says why.
    expect(p.absences).toEqual([{ membreId: m[0], date: MARDI, motif: 'Congés payés' }]);
    expect(trouve(p.creneaux, s1)).toEqual({
      creneauId: s1,
      creneauTriId: s1,
      type: 'CreneauDeTravail',
      serviceId: e.service.id,
      membreId: m[0],
      date: LUNDI,
      heureDebut: { heure: 7, minute: 0, valeur: 420, toHeureMinute: '07:00' },
      heureFin: { heure: 14, minute: 0, valeur: 840, toHeureMinute: '14:00' },
      abilities: {},
    });
    expect(trouve(p.creneaux, s1).abilities).toEqual({});
    expect(p.compteurs.find((c) => c.membreId === m[0])).toEqual({
      membreId: m[0],
      minutesEffectives: 420,
      minutesFeriesAutomatiques: 0,
      heures: 7,
      heuresHebdo: 35,
      etat: 'gris',
    });
    expect(p.abilities).toEqual({ ajouterCreneau: false, ajouterFormation: false, modifierModele: false });
  });

  it('gives the head the slot menu of spec §6', async () => {
    const p = await semaine(e.chef.email);
    expect(trouve(p.creneaux, s1).abilities).toEqual({
      creerConges: true,
      remplacer: true,
      deplacer: true,
      ajouterHeuresSupplementaires: true,
      ajouterRecuperation: true,
      retirerDuTempsDeTravail: true,
    });
    expect(trouve(p.creneaux, s3).abilities).toEqual({ remplacer: true, basculerNePasRemplacer: true });
    expect(p.abilities.ajouterCreneau).toBe(true);
  });

  it('offers leave on a work slot to the head and the establishment administrator, not to the head of another service', async () => {
    for (const email of [e.chef.email, e.admin.email]) {
      const p = await semaine(email);
      expect(trouve(p.creneaux, s1).abilities.creerConges).toBe(true);
      expect(trouve(p.creneaux, s3).abilities.creerConges).toBeUndefined();
    }
    const autre = await semaine(e.chefAutre.email);
    expect(trouve(autre.creneaux, s1).abilities.creerConges).toBeUndefined();
  });

  it('shows the owner the request entries on their own slot', async () => {
    const p = await semaine(e.membres[0]!.email);
    expect(trouve(p.creneaux, s1).abilities).toEqual({
      demanderConges: true,
      demanderHeuresSupplementaires: true,
      demanderRecuperation: true,
    });
    expect(trouve(p.creneaux, s2).abilities).toEqual({});
  });
});

describe('other reads', () => {
  it('GET /creneau/service/{id}/date and /creneau/membre/{id}', async () => {
    const params = { serviceId: e.service.id };
    const salarie = api.as(e.salarie.email);
    const dehors = api.as(e.dehors.email);
    expect(
      (await salarie.call(P.creneauxServiceDate, { params, query: { _date: LUNDI } })).body.map((c) => c.creneauId),
    ).toEqual([s1, s2]);
    expectApiError(await salarie.call(P.creneauxServiceDate, { params, query: { _date: '2026-02-30' } }), 400);
    expectApiError(await dehors.call(P.creneauxServiceDate, { params, query: { _date: LUNDI } }), 404);
    const membre = { params: { membreId: m[0]! }, query: { _date: MARDI } };
    expect((await salarie.call(P.creneauxMembre, membre)).body.map((c) => c.creneauId)).toEqual([s3]);
    expectApiError(await dehors.call(P.creneauxMembre, membre), 404);
  });

  it('GET /jourDeRepos/service/{id}', async () => {
    const options = { params: { serviceId: e.service.id }, query: SEMAINE };
    const r = await api.as(e.salarie.email).call(P.joursDeReposService, options);
    expect(r.body).toEqual([
      expect.objectContaining({ membreId: m[2], date: '2026-03-04', demiJour: false, jour: { jourId: 3 } }),
    ]);
    expectApiError(await api.as(e.dehors.email).call(P.joursDeReposService, options), 404);
  });

  it('GET /creneau/utilisateur/{id}: one’s own week across services; another user is out of scope', async () => {
    const moi = e.membres[0]!;
    const ailleurs = await buildMembre(t.db, {
      serviceId: e.autreService.id,
      employeId: moi.employeId,
      couleur: '#123456',
    });
    await buildCreneau(t.db, {
      serviceId: e.autreService.id,
      membreId: ailleurs.id,
      date: '2026-03-05',
      heureDebut: 1275,
      heureFin: 1440,
    });
    const options = { params: { id: moi.utilisateurId }, query: SEMAINE };
    const lire = (qui: string | null) => api.as(qui).call(P.creneauxUtilisateur, options);
    expectApiError(await lire(null), 401);
    expectApiError(await lire(e.salarie.email), 404);
    expectApiError(await lire(e.chef.email), 404);
    const reponse = await lire(moi.email);
    expect(reponse.status, reponse.raw.body).toBe(200);
    const r = reponse.body;
    expect(r.services.map((s) => s.serviceId).sort()).toEqual([e.service.id, e.autreService.id].sort());
    expect(r.creneaux.map((c) => [c.date, c.serviceId])).toEqual([
      [LUNDI, e.service.id],
      [MARDI, e.service.id],
      ['2026-03-05', e.autreService.id],
    ]);
    expect(r.indisponibilites).toEqual([{ jour: { jourId: 2 }, semaine: { semaine: 10, annee: 2026 } }]);
    expect(trouve(r.creneaux, s3).aRemplacer).toBe(true);
    expect((await lire(GLOBAL)).status).toBe(200);
    expectApiError(
      await api.as(moi.email).call(P.creneauxUtilisateur, { ...options, query: { _annee: 2026, _semaine: 0 } }),
      400,
    );
  });
});

describe('replacement (spec §4)', () => {
  const remplacer = (email: string, body: { remplacant: number; heureDebut: number; heureFin: number }) =>
    api.as(email).call(P.remplacer, { params: { remplaceId: s3 }, body });
  const annuler = (email: string, id: number) => api.as(email).call(P.annulerRemplacement, { params: { id } });

  it('answers 403 to an employee and another head, 404 outside scope', async () => {
    const body = { remplacant: m[1]!, heureDebut: 420, heureFin: 840 };
    expectApiError(await remplacer(e.salarie.email, body), 403);
    expectApiError(await remplacer(e.chefAutre.email, body), 403);
    expectApiError(await remplacer(e.dehors.email, body), 404);
  });

  it.each([
    [{ remplacant: undefined }, 'remplacant', '*information obligatoire'],
    [{ heureDebut: undefined }, 'heureDebut', '*information obligatoire'],
    [{ heureFin: 300 }, 'heureFin', "L'heure de début doit précéder l'heure de fin"],
    [{ heureDebut: 360 }, 'heureDebut', 'Le remplacement doit rester dans les horaires du créneau remplacé'],
    [{ remplacant: 'self' }, 'remplacant', 'Choisir un autre membre du service'],
  ])('refuses %o', async (change, champ, message) => {
    const body: Record<string, unknown> = { remplacant: m[1], heureDebut: 420, heureFin: 840, ...change };
    if (body.remplacant === 'self') body.remplacant = m[0];
    const r = await api.as(e.chef.email).callBrut(P.remplacer, { params: { remplaceId: s3 }, body });
    expect(expectApiError(r, 400).fieldErrors?.[champ]).toBe(message);
  });

  it('links the replacement, clears « à remplacer », and cancels from either side', async () => {
    let liste = (await remplacer(e.chef.email, { remplacant: m[1]!, heureDebut: 420, heureFin: 840 })).body;
    const remplacement = liste.find((c) => c.type === 'CreneauDeRemplacement')!;
    expect(remplacement).toMatchObject({ membreId: m[1], remplace: s3, date: MARDI });
    expect(trouve(liste, s3)).toMatchObject({
      remplacements: [{ creneauId: remplacement.creneauId, membreId: m[1] }],
    });
    expect(trouve(liste, s3).aRemplacer).toBeUndefined();
    liste = (await annuler(e.chef.email, s3)).body;
    expect(trouve(liste, s3).aRemplacer).toBe(true);
    expect(liste.some((c) => c.type === 'CreneauDeRemplacement')).toBe(false);
    liste = (await remplacer(e.chef.email, { remplacant: m[2]!, heureDebut: 420, heureFin: 600 })).body;
    const partiel = liste.find((c) => c.type === 'CreneauDeRemplacement')!;
    expectApiError(await annuler(e.salarie.email, partiel.creneauId), 403);
    liste = (await annuler(e.chef.email, partiel.creneauId)).body;
    expect(trouve(liste, s3).aRemplacer).toBe(true);
    expectApiError(await annuler(e.chef.email, s3), 409);
  });

  it('toggles « ne pas remplacer »', async () => {
    const basculer = (email: string) => api.as(email).call(P.basculerNePasRemplacer, { params: { id: s3 } });
    expectApiError(await basculer(e.salarie.email), 403);
    let liste = (await basculer(e.chef.email)).body;
    expect(trouve(liste, s3)).toMatchObject({ nePasRemplacer: true });
    expect(trouve(liste, s3).aRemplacer).toBeUndefined();
    liste = (await basculer(e.chef.email)).body;
    expect(trouve(liste, s3)).toMatchObject({ aRemplacer: true });
    expect(trouve(liste, s3).nePasRemplacer).toBeUndefined();
  });
});

describe('move, overtime, recovery, remove and restore working time', () => {
  const modifier = (email: string, id: number, body: BodyInputOf<typeof P.modifier>) =>
    api.as(email).call(P.modifier, { params: { id }, body });
  const retirer = (email: string, creneauId: number) =>
    api.as(email).call(P.retirerDuTempsDeTravail, { body: { creneauId } });
  const restaurer = (email: string, creneauId: number) =>
    api.as(email).call(P.restaurerDuTempsDeTravail, { body: { creneauId } });

  it('refuses to edit the slot of an unavailable member, and others than managers', async () => {
    expectApiError(await modifier(e.chef.email, s3, { nouvelleHeureDebut: 480, nouvelleHeureFin: 900 }), 409);
    expectApiError(await modifier(e.salarie.email, s1, { nouvelleHeureDebut: 480, nouvelleHeureFin: 900 }), 403);
    expectApiError(await modifier(e.dehors.email, s1, { nouvelleHeureDebut: 480, nouvelleHeureFin: 900 }), 404);
    const r = await api
      .as(e.chef.email)
      .callBrut(P.modifier, { params: { id: s1 }, body: { nouvelleHeureDebut: 480 } });
    expect(expectApiError(r, 400).fieldErrors?.nouvelleHeureFin).toBe('*information obligatoire');
  });

  it('moves a work slot', async () => {
    const liste = (await modifier(e.chef.email, s1, { nouvelleHeureDebut: 480, nouvelleHeureFin: 900 })).body;
    expect(trouve(liste, s1)).toMatchObject({ heureDebut: { valeur: 480 }, heureFin: { valeur: 900 } });
    expectApiError(await modifier(e.chef.email, s1, { nouvelleHeureDebut: 480, nouvelleHeureFin: 900 }), 400);
  });

  it('extends into overtime parts linked to the slot, within the bounds of spec §5', async () => {
    const hs = { action: 'HEURES_SUPPLEMENTAIRES' } as const;
    const trop = await modifier(e.chef.email, s1, { ...hs, nouvelleHeureDebut: 495, nouvelleHeureFin: 960 });
    expect(expectApiError(trop, 400).message).toBe(
      'Le début des heures supplémentaires ne peut pas suivre le début initial du créneau',
    );
    const liste = (await modifier(e.chef.email, s1, { ...hs, nouvelleHeureDebut: 420, nouvelleHeureFin: 960 })).body;
    const parts = liste.filter((c) => c.type === 'CreneauHeuresSupplementaires');
    expect(parts.map((c) => [c.heureDebut.valeur, c.heureFin.valeur, c.creneauTriId])).toEqual([
      [420, 480, s1],
      [900, 960, s1],
    ]);
    expect(trouve(liste, s1)).toMatchObject({ heureDebut: { valeur: 480 }, heureFin: { valeur: 900 } });
    const p = await semaine(e.chef.email);
    expect(p.compteurs.find((c) => c.membreId === m[0])?.minutesEffectives).toBe(540);
    // Cancelling overtime: remove working time.
    const apres = (await retirer(e.chef.email, parts[0]!.creneauId)).body;
    expect(apres.filter((c) => c.type === 'CreneauHeuresSupplementaires')).toHaveLength(1);
    await retirer(e.chef.email, parts[1]!.creneauId);
  });

  it('shortens into a recovery, and restores it', async () => {
    const recup = { action: 'RECUPERATION' } as const;
    const trop = await modifier(e.chef.email, s1, { ...recup, nouvelleHeureDebut: 420, nouvelleHeureFin: 840 });
    expect(expectApiError(trop, 400).fieldErrors?.nouvelleHeureDebut).toBe(
      "Le début d'une récupération ne peut pas précéder le début initial du créneau",
    );
    let liste = (await modifier(e.chef.email, s1, { ...recup, nouvelleHeureDebut: 540, nouvelleHeureFin: 900 })).body;
    const r = liste.find((c) => c.type === 'CreneauDeRecuperation')!;
    expect(r).toMatchObject({ heureDebut: { valeur: 480 }, heureFin: { valeur: 540 }, creneauTriId: s1 });
    expect(trouve(liste, s1)).toMatchObject({ heureDebut: { valeur: 540 } });
    expect(r.abilities.restaurerDuTempsDeTravail).toBe(true);
    expectApiError(await restaurer(e.chef.email, s1), 409);
    liste = (await restaurer(e.chef.email, r.creneauId)).body;
    expect(liste.some((c) => c.type === 'CreneauDeRecuperation')).toBe(false);
    expect(trouve(liste, s1)).toMatchObject({ heureDebut: { valeur: 480 }, heureFin: { valeur: 900 } });
  });

  it('removes a whole work slot into recovery and restores it', async () => {
    expectApiError(await retirer(e.salarie.email, s1), 403);
    expect(
      expectApiError(await api.as(e.chef.email).callBrut(P.retirerDuTempsDeTravail, { body: {} }), 400).fieldErrors
        ?.creneauId,
    ).toBe('*information obligatoire');
    let liste = (await retirer(e.chef.email, s1)).body;
    expect(trouve(liste, s1).type).toBe('CreneauDeRecuperation');
    liste = (await restaurer(e.chef.email, s1)).body;
    expect(trouve(liste, s1).type).toBe('CreneauDeTravail');
  });
});

describe('extra-hours and training slots', () => {
  const travail = { membreId: 0, date: LUNDI, heureDebut: 420, heureFin: 600 };

  it('adds an extra-hours slot for managers, without overlap, on the granularity', async () => {
    const body = { ...travail, membreId: m[2]! };
    const creer = (email: string, corps: typeof body) => api.as(email).call(P.creerTravail, { body: corps });
    expectApiError(await creer(e.salarie.email, body), 403);
    expectApiError(await creer(e.dehors.email, body), 404);
    expect(expectApiError(await creer(e.chef.email, { ...body, heureDebut: 425 }), 400).fieldErrors?.heureDebut).toBe(
      "Cette borne horaire n'est pas valide",
    );
    const liste = (await creer(e.chef.email, body)).body;
    expect(liste.find((c) => c.membreId === m[2])).toMatchObject({ type: 'CreneauHeuresSupplementaires' });
    expectApiError(await creer(e.chef.email, { ...body, heureDebut: 540, heureFin: 660 }), 409);
  });

  it('adds a training with its label, and cancels it', async () => {
    const body = {
      membreId: m[1]!,
      date: '2026-03-06',
      heureDebut: 540,
      heureFin: 1020,
      labelFormation: 'Premiers secours',
    };
    const creer = (email: string, corps: typeof body) => api.as(email).call(P.creerFormation, { body: corps });
    const annuler = (email: string, creneauId: number) =>
      api.as(email).call(P.annulerFormation, { params: { creneauId } });
    expect(
      expectApiError(await creer(e.chef.email, { ...body, labelFormation: ' ' }), 400).fieldErrors?.labelFormation,
    ).toBe('Le nom de la formation est obligatoire');
    expectApiError(await creer(e.salarie.email, body), 403);
    const liste = (await creer(e.chef.email, body)).body;
    const f = liste.find((c) => c.type === 'CreneauDeFormation')!;
    expect(f).toMatchObject({ labelFormation: 'Premiers secours', membreId: m[1] });
    expectApiError(await annuler(e.chef.email, s2), 409);
    expectApiError(await annuler(e.salarie.email, f.creneauId), 403);
    expect((await annuler(e.chef.email, f.creneauId)).body).toEqual([]);
  });
});
