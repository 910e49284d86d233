import {
  ajouterJours,
  apiRoutes,
  type BodyInputOf,
  lundiDeLaSemaineDe,
  type PublicationResultat,
  semaineDe,
} from '@roulement/contract';
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creneau, jourDeRepos, modeleCreneau, publicationModele } from '../../db/schema';
import { etendreHorizonPlanning } from '../../jobs/horizon-planning';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildCreneau, buildEquipe, buildModele, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { horizonPublication, occurrences } from './publication';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
let modeleId: number;
let m1: number;
const today = todayInParis();
const lundi = lundiDeLaSemaineDe(ajouterJours(today, 7));
const publier = (email: string, body: BodyInputOf<typeof apiRoutes.modele.publier>) =>
  api.as(email).call(apiRoutes.modele.publier, { params: { id: modeleId }, body });
const corps = (date: string, debutCyclePublication = 1) => ({
  semaineMiseEnApplication: semaineDe(date),
  debutCyclePublication,
});
const creneauxDu = (date: string) =>
  t.db
    .select()
    .from(creneau)
    .where(and(eq(creneau.serviceId, e.service.id), eq(creneau.date, date)))
    .orderBy(asc(creneau.heureDebut));

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 2 });
  m1 = e.membres[0]!.membreId;
  const m2 = e.membres[1]!.membreId;
  const modele = await buildModele(t.db, e.service.id, 2, {
    creneaux: [
      { membreId: m1, ordreSemaine: 1, jourId: 1, heureDebut: 420, heureFin: 840 },
      { membreId: m1, ordreSemaine: 2, jourId: 2, heureDebut: 840, heureFin: 1290 },
      { membreId: m2, ordreSemaine: 1, jourId: 3, heureDebut: 1275, heureFin: 1440 },
      { membreId: m2, ordreSemaine: 1, jourId: 4, heureDebut: 0, heureFin: 435 },
    ],
    repos: [{ membreId: m1, ordreSemaine: 1, jourId: 6, demiJour: false }],
  });
  modeleId = modele.id;
});
afterAll(() => t.close());

describe('PUT /modelePlanning/{id}/publier: who and what', () => {
  it('answers 403 to an employee and to the head of another service, 404 outside scope', async () => {
    expectApiError(await publier(e.salarie.email, corps(lundi)), 403);
    expectApiError(await publier(e.chefAutre.email, corps(lundi)), 403);
    expectApiError(await publier(e.dehors.email, corps(lundi)), 404);
  });

  it.each([
    [{ semaineMiseEnApplication: undefined }, 'semaineMiseEnApplication', '*information obligatoire'],
    [{ debutCyclePublication: undefined }, 'debutCyclePublication', '*information obligatoire'],
    [{ debutCyclePublication: 3 }, 'debutCyclePublication', 'Cette semaine n’existe pas dans le modèle'],
    [
      { semaineMiseEnApplication: { semaine: 53, annee: 2025 } },
      'semaineMiseEnApplication.semaine',
      'Semaine invalide',
    ],
  ])('refuses %o', async (change, champ, message) => {
    const r = await api
      .as(e.chef.email)
      .callBrut(apiRoutes.modele.publier, { params: { id: modeleId }, body: { ...corps(lundi), ...change } });
    expect(expectApiError(r, 400).fieldErrors?.[champ]).toBe(message);
  });

  it('refuses a past Monday to the head, but not to an administrator', async () => {
    const passe = lundiDeLaSemaineDe(ajouterJours(today, -7));
    const r = await publier(e.chef.email, corps(passe));
    expect(expectApiError(r, 400).fieldErrors?.semaineMiseEnApplication).toBe(
      'Seul un administrateur peut publier à une date passée',
    );
    const admin = await publier(e.admin.email, corps(passe));
    expect(admin.status, admin.raw.body).toBe(200);
  });

  it('refuses a Monday beyond the horizon', async () => {
    const loin = lundiDeLaSemaineDe(ajouterJours(horizonPublication(today), 7));
    expectApiError(await publier(e.chef.email, corps(loin)), 400);
  });
});

describe('publication writes the weeks from the Monday to the horizon', () => {
  let resultat: PublicationResultat;

  it('maps week M to the start week and cycles', async () => {
    const r = await publier(e.chef.email, corps(lundi, 2));
    expect(r.status, r.raw.body).toBe(200);
    resultat = r.body;
    expect(resultat).toMatchObject({
      dateMiseEnApplication: lundi,
      dateHorizon: horizonPublication(today),
      debutCyclePublication: 2,
    });
    // Week M uses template week 2 (Tuesday afternoon), week M+1 template week 1 (Monday morning, night).
    expect((await creneauxDu(lundi)).length).toBe(0);
    expect(
      (await creneauxDu(ajouterJours(lundi, 1))).map((c) => [c.membreId, c.heureDebut, c.heureFin, c.origine]),
    ).toEqual([[m1, 840, 1290, 'MODELE']]);
    expect((await creneauxDu(ajouterJours(lundi, 7))).map((c) => [c.heureDebut, c.heureFin])).toEqual([[420, 840]]);
    expect((await creneauxDu(ajouterJours(lundi, 9))).map((c) => [c.heureDebut, c.heureFin])).toEqual([[1275, 1440]]);
    expect((await creneauxDu(ajouterJours(lundi, 10))).map((c) => [c.heureDebut, c.heureFin])).toEqual([[0, 435]]);
  });

  it('writes up to the horizon and no further, with the counts it answers', async () => {
    const [apres] = await t.db
      .select({ n: count() })
      .from(creneau)
      .where(and(eq(creneau.serviceId, e.service.id), gte(creneau.date, ajouterJours(resultat.dateHorizon, 1))));
    expect(apres?.n).toBe(0);
    const [ecrits] = await t.db
      .select({ n: count() })
      .from(creneau)
      .where(and(eq(creneau.serviceId, e.service.id), gte(creneau.date, lundi)));
    expect(ecrits?.n).toBe(resultat.nbCreneaux);
    const [repos] = await t.db
      .select({ n: count() })
      .from(jourDeRepos)
      .where(and(eq(jourDeRepos.serviceId, e.service.id), gte(jourDeRepos.date, lundi)));
    expect(repos?.n).toBe(resultat.nbJoursDeRepos);
    // Template week 1 comes every other week from M+1: its Saturday rest day.
    let samedis = 0;
    for (let i = 1; ajouterJours(lundi, 7 * i + 5) <= resultat.dateHorizon; i += 2) samedis++;
    expect(resultat.nbJoursDeRepos).toBe(samedis);
  });

  it('puts the template in force for the weekly planning', async () => {
    const s = semaineDe(ajouterJours(lundi, 7));
    const r = await api.as(e.salarie.email).call(apiRoutes.planning.creneauxServiceSemaine, {
      params: { serviceId: e.service.id },
      query: { _annee: s.annee, _semaine: s.semaine },
    });
    const planning = r.body;
    expect(planning.modeleEnVigueur).toBe(true);
    expect(planning.creneaux).toHaveLength(3);
  });

  it('overwrites from the new Monday only: template slots and what hangs on them; hand-made slots stay', async () => {
    const m2 = e.membres[1]!.membreId;
    const avant = await creneauxDu(ajouterJours(lundi, 1));
    const jour = ajouterJours(lundi, 7);
    const [travail] = await creneauxDu(jour);
    const remplacement = await buildCreneau(t.db, {
      serviceId: e.service.id,
      membreId: m2,
      date: jour,
      type: 'CreneauDeRemplacement',
      remplaceId: travail!.id,
      heureDebut: 420,
      heureFin: 600,
    });
    const heuresSup = await buildCreneau(t.db, {
      serviceId: e.service.id,
      membreId: m1,
      date: ajouterJours(jour, 2),
      type: 'CreneauHeuresSupplementaires',
      heureDebut: 600,
      heureFin: 720,
    });
    const nouveauLundi = ajouterJours(lundi, 7);
    const r = await publier(e.chef.email, corps(nouveauLundi, 2));
    expect(r.status, r.raw.body).toBe(200);
    // Before the new Monday: the same rows as before.
    expect((await creneauxDu(ajouterJours(lundi, 1))).map((c) => c.id)).toEqual(avant.map((c) => c.id));
    // From it: template week 2 first again (Tuesday), the replaced slot and its replacement gone.
    expect((await creneauxDu(ajouterJours(nouveauLundi, 1))).map((c) => [c.heureDebut, c.type])).toEqual([
      [840, 'CreneauDeTravail'],
    ]);
    const ids = (await t.db.select({ id: creneau.id }).from(creneau)).map((c) => c.id);
    expect(ids).not.toContain(remplacement.id);
    expect(ids).not.toContain(travail!.id);
    expect(ids).toContain(heuresSup.id);
    const publications = await t.db
      .select()
      .from(publicationModele)
      .where(eq(publicationModele.serviceId, e.service.id))
      .orderBy(asc(publicationModele.dateMiseEnApplication));
    expect(publications.map((p) => [p.dateMiseEnApplication, p.dateHorizon])).toEqual([
      [lundiDeLaSemaineDe(ajouterJours(today, -7)), ajouterJours(lundi, -1)],
      [lundi, ajouterJours(nouveauLundi, -1)],
      [nouveauLundi, horizonPublication(today)],
    ]);
  });
});

describe('weekly horizon job', () => {
  it('extends the latest publication to the next horizon, keeping the rotation, and is idempotent', async () => {
    expect(await etendreHorizonPlanning(t.db, today)).toEqual({ services: 0, creneaux: 0 });
    const anneeSuivante = `${Number(today.slice(0, 4)) + 1}-01-05`;
    const ancien = horizonPublication(today);
    const r = await etendreHorizonPlanning(t.db, anneeSuivante);
    expect(r?.services).toBe(1);
    const [pub] = await t.db
      .select()
      .from(publicationModele)
      .where(eq(publicationModele.serviceId, e.service.id))
      .orderBy(asc(publicationModele.dateMiseEnApplication))
      .limit(1)
      .offset(2);
    expect(pub?.dateHorizon).toBe(horizonPublication(anneeSuivante));
    expect(await etendreHorizonPlanning(t.db, anneeSuivante)).toEqual({ services: 0, creneaux: 0 });
    // The days after the old horizon follow the same rotation as a publication written in one go.
    const [ecrits] = await t.db
      .select({ n: count() })
      .from(creneau)
      .where(
        and(
          eq(creneau.serviceId, e.service.id),
          gte(creneau.date, ajouterJours(ancien, 1)),
          lt(creneau.date, ajouterJours(ancien, 15)),
        ),
      );
    const attendus = occurrences(
      { dateMiseEnApplication: pub!.dateMiseEnApplication, debutCycle: 2, nbSemaines: 2 },
      await t.db.select().from(modeleCreneau).where(eq(modeleCreneau.modeleId, modeleId)),
      ajouterJours(ancien, 1),
      ajouterJours(ancien, 14),
    );
    expect(attendus.length).toBeGreaterThan(0);
    expect(ecrits?.n).toBe(attendus.length);
  });
});
