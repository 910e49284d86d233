import { ajouterJours, apiRoutes } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etablissement } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildAccueil, buildDispositifAccueil, buildService, buildUsager } from '../../test/factories';
import { buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
const U = apiRoutes.usager;
const today = todayInParis();
let accueilli: { id: number };
let avenir: { id: number };
let etranger: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db);
  await t.db.update(etablissement).set({ aideIndividuelleMensuelle: true }).where(eq(etablissement.id, e.etab.id));
  accueilli = await buildUsager(t.db, { etablissementId: e.etab.id, nom: 'Martin', prenom: 'Élodie', genre: 'F' });
  avenir = await buildUsager(t.db, { etablissementId: e.etab.id, nom: 'Bernard', prenom: 'Hugo', genre: 'M' });
  etranger = await buildUsager(t.db, { etablissementId: e.autreEtab.id, nom: 'Martinez', prenom: 'Luc' });
  await buildAccueil(t.db, { usagerId: accueilli.id, serviceId: e.service.id, dateDebut: ajouterJours(today, -30) });
  await buildAccueil(t.db, { usagerId: avenir.id, serviceId: e.service.id, dateDebut: ajouterJours(today, 10) });
});
afterAll(() => t.close());

describe('reference data', () => {
  it('answers 401 without a token, the eleven aid items and the two payment methods', async () => {
    expectApiError(await api.as(null).call(U.postesAim, {}), 401);
    const postes = (await api.as(e.salarie.email).call(U.postesAim, {})).body;
    expect(postes.map((p) => p.posteAIMId)).toEqual([
      'ALIMENTATION',
      'ARGENT_DE_POCHE',
      'HABILLEMENT',
      'COIFFURE',
      'HYGIENE',
      'LAVERIE',
      'TELECOM',
      'TRANSPORT',
      'CAUTION',
      'EPARGNE',
      'DETTE',
    ]);
    expect(postes[0]).toMatchObject({ periodicite: 'HEBDOMADAIRE', libellePeriodiciteDAIM: 'Hebdomadaire' });
    const moyens = (await api.as(e.salarie.email).call(U.moyensDePaiement, {})).body;
    expect(moyens.map((m) => m.moyenDePaiementId)).toEqual(['ESPECE', 'VIREMENT']);
  });
});

describe('GET /usager, /usager/recherche, /usager/{id}', () => {
  it('lists the residents of the establishments one belongs to only, with their status', async () => {
    const liste = (await api.as(e.salarie.email).call(U.lister, { query: {} })).body;
    expect(liste.map((u) => [u.etatCivil.nomComplet, u.status])).toEqual([
      ['Hugo Bernard', 'A venir'],
      ['Élodie Martin', 'Accueilli'],
    ]);
    const dehors = (await api.as(e.dehors.email).call(U.lister, { query: {} })).body;
    expect(dehors.map((u) => u.usagerId)).toEqual([etranger.id]);
    expect((await api.as(e.dehors.email).call(U.lister, { query: { etablissementId: e.etab.id } })).body).toEqual([]);
  });

  it('searches on last name then first name without case', async () => {
    const r = await api.as(e.salarie.email).call(U.rechercher, { query: { recherche: 'MARTIN élo' } });
    expect(r.body.map((u) => u.usagerId)).toEqual([accueilli.id]);
    const aucun = await api.as(e.salarie.email).call(U.rechercher, { query: { recherche: '%' } });
    expect(aucun.body).toEqual([]);
  });

  it('reads the detail with the current stay; 404 outside the establishments', async () => {
    const u = (await api.as(e.salarie.email).call(U.lire, { params: { usagerId: accueilli.id } })).body;
    expect(u.accueilActuel?.serviceDAccueil.serviceId).toBe(e.service.id);
    expect(u).toMatchObject({ accueilli: true, aideIndividuelleMensuelle: true, genre: 'F' });
    expect(u.abilities).toEqual({ voirFinances: true, creerAccueil: false });
    const futur = (await api.as(e.admin.email).call(U.lire, { params: { usagerId: avenir.id } })).body;
    expect(futur).toMatchObject({ accueilActuel: null, accueilli: false, status: 'A venir' });
    expect(futur.abilities.creerAccueil).toBe(true);
    expectApiError(await api.as(e.dehors.email).call(U.lire, { params: { usagerId: accueilli.id } }), 404);
    expectApiError(await api.as(e.salarie.email).call(U.lire, { params: { usagerId: 999999 } }), 404);
    expectApiError(await api.as(e.salarie.email).call(U.lire, { params: { usagerId: 'abc' as never } }), 400);
  });
});

describe('GET /accueil/usager/{id} and POST /accueil', () => {
  const corps = (usagerId: number, serviceId: number, debut: string, fin: string | null, dispositifId?: number) => ({
    usagerId,
    serviceId,
    dateDeDebutDAccueil: debut,
    dateDeFinDAccueil: fin,
    ...(dispositifId ? { dispositifId } : {}),
  });

  it('lists the stays latest first; 404 outside', async () => {
    const r = (await api.as(e.salarie.email).call(U.accueils, { params: { usagerId: accueilli.id } })).body;
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ dateDeFinDAccueil: null, serviceDAccueil: { serviceId: e.service.id } });
    expectApiError(await api.as(e.dehors.email).call(U.accueils, { params: { usagerId: accueilli.id } }), 404);
  });

  it('lets the head of the service, a director or an administrator host a resident; not an employee', async () => {
    const u = await buildUsager(t.db, { etablissementId: e.etab.id });
    const debut = ajouterJours(today, 100);
    expectApiError(
      await api.as(e.salarie.email).call(U.creerAccueil, { body: corps(u.id, e.service.id, debut, null) }),
      403,
    );
    expectApiError(
      await api.as(e.chef.email).call(U.creerAccueil, { body: corps(u.id, e.autreService.id, debut, null) }),
      403,
    );
    expectApiError(
      await api.as(e.dehors.email).call(U.creerAccueil, { body: corps(u.id, e.service.id, debut, null) }),
      404,
    );
    const r = await api.as(e.chef.email).call(U.creerAccueil, { body: corps(u.id, e.service.id, debut, null) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ estReussi: true, accueil: { dateDeDebutDAccueil: debut, dateDeFinDAccueil: null } });
    const chevauche = await api
      .as(e.admin.email)
      .call(U.creerAccueil, { body: corps(u.id, e.autreService.id, ajouterJours(debut, 5), ajouterJours(debut, 40)) });
    expectApiError(chevauche, 409);
  });

  it("limits a finite stay by the scheme's durations; a deleted scheme takes no new stay", async () => {
    const u = await buildUsager(t.db, { etablissementId: e.etab.id });
    const d = await buildDispositifAccueil(t.db, { etablissementId: e.etab.id, dureeMinimum: 7, dureeMaximum: 30 });
    const supprime = await buildDispositifAccueil(t.db, { etablissementId: e.etab.id, supprimeLe: today });
    const ailleurs = await buildDispositifAccueil(t.db, { etablissementId: e.autreEtab.id });
    const debut = ajouterJours(today, 200);
    const creer = (fin: string | null, dispositifId: number) =>
      api.as(e.admin.email).call(U.creerAccueil, { body: corps(u.id, e.service.id, debut, fin, dispositifId) });
    const court = expectApiError(await creer(ajouterJours(debut, 5), d.id), 400);
    expect(court.fieldErrors?.dateDeFinDAccueil).toMatch(/de 7 à 30 jours/);
    expectApiError(await creer(ajouterJours(debut, 30), d.id), 400);
    expectApiError(await creer(null, supprime.id), 409);
    expectApiError(await creer(null, ailleurs.id), 404);
    const ok = await creer(ajouterJours(debut, 29), d.id);
    expect(ok.status).toBe(200);
    expect(ok.body.accueil.dispositif?.dispositifId).toBe(d.id);
  });

  it('refuses a service of another establishment and an end before the start', async () => {
    const u = await buildUsager(t.db, { etablissementId: e.etab.id });
    const autre = await buildService(t.db, { etablissementId: e.autreEtab.id });
    expectApiError(await api.as(e.admin.email).call(U.creerAccueil, { body: corps(u.id, autre.id, today, null) }), 404);
    const r = expectApiError(
      await api
        .as(e.admin.email)
        .call(U.creerAccueil, { body: corps(u.id, e.service.id, today, ajouterJours(today, -1)) }),
      400,
    );
    expect(r.fieldErrors?.dateDeFinDAccueil).toBe('La fin doit suivre le début');
  });
});

describe('an establishment without the aid feature', () => {
  it('shows its residents but answers 404 for their finances and sheets, even to its administrator', async () => {
    const u = (await api.as(e.dehors.email).call(U.lire, { params: { usagerId: etranger.id } })).body;
    expect(u).toMatchObject({ aideIndividuelleMensuelle: false, abilities: { voirFinances: false } });
    const query = { usagerId: etranger.id, etablissementId: e.autreEtab.id };
    expectApiError(await api.as(e.dehors.email).call(U.soldes, { query }), 404);
    expectApiError(await api.as(e.dehors.email).call(U.mouvements, { query }), 404);
    expectApiError(
      await api
        .as(e.dehors.email)
        .call(U.historique, { params: { usagerId: etranger.id }, query: { etablissementId: e.autreEtab.id } }),
      404,
    );
    expectApiError(await api.as(e.dehors.email).call(U.fichesUsager, { params: { usagerId: etranger.id } }), 404);
    expectApiError(await api.as(e.salarie.email).call(U.soldes, { query }), 404);
  });
});
