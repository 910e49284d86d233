import { ajouterJours, apiRoutes, lundiDeLaSemaineDe, type RouteDefinition, semaineDe } from '@roulement/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creneau, jourDeRepos, membre, modeleCreneau, modelePlanning, publicationModele } from '../../db/schema';
import { etendreHorizonPlanning } from '../../jobs/horizon-planning';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient, type Reponse } from '../../test/api';
import { ajouterMembres, buildEquipe, buildModele, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * About twenty requests at once on the same record (issue 11 §7). PGlite runs one statement at a
 * time, so these pass trivially there; on PostgreSQL (api-pg) they prove the locks and constraints.
 */
const PARALLELES = 20;

let t: TestApp;
let api: ApiClient;
const today = todayInParis();
const lundi = lundiDeLaSemaineDe(ajouterJours(today, 7));
const M = apiRoutes.modele;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
});
afterAll(() => t.close());

type Reponses = readonly Reponse<RouteDefinition>[];

const enParallele = <R extends RouteDefinition>(n: number, appel: (i: number) => Promise<Reponse<R>>) =>
  Promise.all(Array.from({ length: n }, (_, i) => appel(i)));

function sans5xx(reponses: Reponses) {
  for (const r of reponses) expect(r.status, r.raw.body).toBeLessThan(500);
}

/** One request went through; every other one got a 409 with the check's French message. */
function unSeulAccepte(reponses: Reponses, succes: number, message: string) {
  sans5xx(reponses);
  expect(reponses.filter((r) => r.status === succes)).toHaveLength(1);
  for (const r of reponses.filter((x) => x.status !== succes)) expect(expectApiError(r, 409).message).toBe(message);
}

/** Slots of the service that share member, day and start with another one: none after a race. */
async function doublons(serviceId: number): Promise<number> {
  const result = (await t.db.execute(sql`
    select count(*)::int as n from (
      select 1 from ${creneau} where service_id = ${serviceId}
      group by membre_id, date, heure_debut having count(*) > 1) d`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

async function equipeAvecModele(): Promise<{ e: Equipe; modeleId: number }> {
  const e = await buildEquipe(t.db, { nbMembres: 2 });
  const [m1, m2] = e.membres.map((m) => m.membreId) as [number, number];
  const modele = await buildModele(t.db, e.service.id, 2, {
    creneaux: [
      { membreId: m1, ordreSemaine: 1, jourId: 1, heureDebut: 420, heureFin: 840 },
      { membreId: m2, ordreSemaine: 1, jourId: 2, heureDebut: 840, heureFin: 1290 },
      { membreId: m1, ordreSemaine: 2, jourId: 3, heureDebut: 420, heureFin: 840 },
    ],
    repos: [{ membreId: m2, ordreSemaine: 2, jourId: 6, demiJour: false }],
  });
  return { e, modeleId: modele.id };
}

describe('publications of one template at once', () => {
  it('write the planning once: no 5xx, no duplicated slot or rest day, one publication', async () => {
    const { e, modeleId } = await equipeAvecModele();
    const corps = { semaineMiseEnApplication: semaineDe(lundi), debutCyclePublication: 1 };
    const reponses = await enParallele(PARALLELES, () =>
      api.as(e.chef.email).call(M.publier, { params: { id: modeleId }, body: corps }),
    );
    sans5xx(reponses);
    expect(reponses.every((r) => r.status === 200)).toBe(true);
    const attendu = reponses[0]!.body;

    expect(await doublons(e.service.id)).toBe(0);
    const [creneaux] = await t.db.select({ n: count() }).from(creneau).where(eq(creneau.serviceId, e.service.id));
    expect(creneaux!.n).toBe(attendu.nbCreneaux);
    const [repos] = await t.db.select({ n: count() }).from(jourDeRepos).where(eq(jourDeRepos.serviceId, e.service.id));
    expect(repos!.n).toBe(attendu.nbJoursDeRepos);
    const publications = await t.db
      .select({ n: count() })
      .from(publicationModele)
      .where(eq(publicationModele.serviceId, e.service.id));
    expect(publications[0]!.n).toBe(1);
  });
});

describe('the horizon job racing publications', () => {
  it('leaves each slot once, whoever commits first', async () => {
    const { e, modeleId } = await equipeAvecModele();
    const publier = (date: string) =>
      api.as(e.chef.email).call(M.publier, {
        params: { id: modeleId },
        body: { semaineMiseEnApplication: semaineDe(date), debutCyclePublication: 1 },
      });
    expect((await publier(lundi)).status).toBe(200);
    // A year later the job has a whole year to write on, while the head publishes again.
    const dansUnAn = ajouterJours(today, 366);
    const [, ...reponses] = await Promise.all([
      etendreHorizonPlanning(t.db, dansUnAn),
      ...Array.from({ length: PARALLELES / 2 }, (_, i) => publier(ajouterJours(lundi, 7 * (i % 3)))),
    ]);
    sans5xx(reponses);
    expect(await doublons(e.service.id)).toBe(0);
  });
});

describe('template weeks added or copied at once', () => {
  it('each request adds its own week: none lost, none written over', async () => {
    const { e, modeleId } = await equipeAvecModele();
    const chef = api.as(e.chef.email);
    const ajouts = await enParallele(PARALLELES / 2, () => chef.call(M.ajouterSemaine, { params: { id: modeleId } }));
    const copies = await enParallele(PARALLELES / 2, () =>
      chef.call(M.copierSemaine, { params: { id: modeleId, ordre: 1 } }),
    );
    sans5xx([...ajouts, ...copies]);
    expect([...ajouts, ...copies].every((r) => r.status === 200)).toBe(true);

    const [modele] = await t.db.select().from(modelePlanning).where(eq(modelePlanning.id, modeleId));
    expect(modele!.nbSemaines).toBe(2 + PARALLELES);
    // Week 1 holds two slots: every copy wrote them into a week of its own.
    const parSemaine = await t.db
      .select({ ordre: modeleCreneau.ordreSemaine, n: count() })
      .from(modeleCreneau)
      .where(eq(modeleCreneau.modeleId, modeleId))
      .groupBy(modeleCreneau.ordreSemaine);
    const copiees = parSemaine.filter((s) => s.ordre > 2 + PARALLELES / 2);
    expect(copiees).toHaveLength(PARALLELES / 2);
    expect(copiees.every((s) => s.n === 2)).toBe(true);
  });
});

describe('the same member added twice at once', () => {
  it('keeps one membership and answers the others 409 in French', async () => {
    const { e } = await equipeAvecModele();
    const [nouveau] = await ajouterMembres(t.db, e.etab.id, e.autreService.id, 1);
    const corps = { serviceId: e.service.id, employeId: nouveau!.employeId };
    const reponses = await enParallele(PARALLELES, () =>
      api.as(e.chef.email).call(apiRoutes.membre.creer, { body: corps }),
    );
    unSeulAccepte(reponses, 201, 'Cet employé est déjà membre du service');
    const lignes = await t.db
      .select({ n: count() })
      .from(membre)
      .where(and(eq(membre.serviceId, e.service.id), eq(membre.employeId, nouveau!.employeId)));
    expect(lignes[0]!.n).toBe(1);
  });
});

describe('overlapping slots of one member posted at once', () => {
  it('writes one, refuses the others with 409', async () => {
    const { e } = await equipeAvecModele();
    const membreId = e.membres[0]!.membreId;
    // Each request a quarter of an hour later than the one before: every pair overlaps.
    const reponses = await enParallele(PARALLELES, (i) =>
      api.as(e.chef.email).call(apiRoutes.planning.creerTravail, {
        body: {
          membreId,
          date: lundi,
          heureDebut: 480 + 15 * (i % 4),
          heureFin: 720 + 15 * (i % 4),
          type: i % 2 ? 'CreneauDeTravail' : 'CreneauHeuresSupplementaires',
        },
      }),
    );
    unSeulAccepte(reponses, 200, 'Ce créneau chevauche un autre créneau du membre ce jour-là');
    const lignes = await t.db
      .select({ n: count() })
      .from(creneau)
      .where(and(eq(creneau.membreId, membreId), eq(creneau.date, lundi)));
    expect(lignes[0]!.n).toBe(1);
  });
});
