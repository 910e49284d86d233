import { ajouterJours, apiRoutes } from '@roulement/contract';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historique } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { buildConges } from '../../test/factories';
import { ajouterMembres, buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
const today = todayInParis();
const jour = (n: number) => ajouterJours(today, n);
const ids: Record<string, number> = {};

/** The events of an RFC 5545 text, parsed back by ical.js (a parse error fails the test). */
function evenements(texte: string) {
  const calendrier = new ICAL.Component(ICAL.parse(texte));
  return calendrier.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

const lire = async (email: string) => {
  const r = await t.inject({ method: 'GET', url: '/api/calendrier-flux', headers: await t.login(email) });
  expect(r.statusCode, r.body).toBe(200);
  return apiRoutes.calendrierFlux.lire.responses[200].parse(r.json());
};
const chemin = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  t = await buildTestApp();
  e = await buildEquipe(t.db, { nbMembres: 2 });
  const [moi, collegue] = e.membres as [Equipe['membres'][number], Equipe['membres'][number]];
  const s = e.service.id;
  ids.travail = (
    await buildCreneau(t.db, { serviceId: s, membreId: moi.membreId, date: jour(3), heureDebut: 480, heureFin: 960 })
  ).id;
  ids.remplace = (await buildCreneau(t.db, { serviceId: s, membreId: moi.membreId, date: jour(4) })).id;
  await buildCreneau(t.db, {
    serviceId: s,
    membreId: collegue.membreId,
    date: jour(4),
    remplaceId: ids.remplace,
    type: 'CreneauDeRemplacement',
  });
  ids.surConges = (await buildCreneau(t.db, { serviceId: s, membreId: moi.membreId, date: jour(10) })).id;
  ids.horsPeriode = (await buildCreneau(t.db, { serviceId: s, membreId: moi.membreId, date: jour(400) })).id;
  ids.duCollegue = (await buildCreneau(t.db, { serviceId: s, membreId: collegue.membreId, date: jour(3) })).id;
  ids.conges = (
    await buildConges(t.db, { employeId: moi.employeId, congesTypeId: 1, dateDebut: jour(10), dateFin: jour(11) })
  ).id;
  ids.demi = (
    await buildConges(t.db, {
      employeId: moi.employeId,
      congesTypeId: 7,
      dateDebut: jour(20),
      dateFin: jour(20),
      demiJournee: 1,
    })
  ).id;
  ids.congesCollegue = (
    await buildConges(t.db, { employeId: collegue.employeId, congesTypeId: 1, dateDebut: jour(5) })
  ).id;
  const [autre] = await ajouterMembres(t.db, e.etab.id, e.autreService.id, 1);
  ids.congesAutreService = (
    await buildConges(t.db, { employeId: autre!.employeId, congesTypeId: 1, dateDebut: jour(6) })
  ).id;
});
afterAll(() => t.close());

describe('GET /api/calendrier-flux', () => {
  it('answers 401 without a session', async () => {
    expectApiError(await t.inject({ method: 'GET', url: '/api/calendrier-flux' }), 401, 'UNAUTHENTICATED');
  });

  it("creates the user's feed on the first read, once, with its history row", async () => {
    const email = e.membres[0]!.email;
    const premier = await lire(email);
    expect(premier.planning).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendrier-flux\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(premier.absences).toBeNull();
    expect(await lire(email)).toEqual(premier);
    const rangs = await t.db
      .select()
      .from(historique)
      .where(and(eq(historique.entite, 'flux_calendrier'), eq(historique.entiteId, e.membres[0]!.utilisateurId)));
    expect(rangs.map((r) => r.action)).toEqual(['CREATION']);
  });

  it('gives a head of service the feed of their services’ absences too', async () => {
    const flux = await lire(e.chef.email);
    expect(flux.absences).toMatch(/\/api\/calendrier-flux\/absences\/[A-Za-z0-9_-]{43}\.ics$/);
  });
});

describe('GET /api/calendrier-flux/:jeton.ics', () => {
  it('answers RFC 5545 text of my slots and leave only, in Europe/Paris, over the period', async () => {
    const flux = await lire(e.membres[0]!.email);
    const r = await t.inject({ method: 'GET', url: chemin(flux.planning) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(r.body).toContain('BEGIN:VTIMEZONE');
    const parUid = new Map(evenements(r.body).map((ev) => [ev.uid, ev]));
    expect([...parUid.keys()].sort()).toEqual(
      [`conges-${ids.conges}@roulement`, `conges-${ids.demi}@roulement`, `creneau-${ids.travail}@roulement`].sort(),
    );
    const travail = parUid.get(`creneau-${ids.travail}@roulement`)!;
    expect(travail.summary).toBe(`Travail — ${e.service.nom}`);
    expect(travail.startDate.toString()).toBe(`${jour(3)}T08:00:00`);
    expect(travail.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris');
    expect(travail.endDate.toString()).toBe(`${jour(3)}T16:00:00`);
    const conges = parUid.get(`conges-${ids.conges}@roulement`)!;
    expect(conges.startDate.isDate).toBe(true);
    expect([conges.startDate.toString(), conges.endDate.toString()]).toEqual([jour(10), jour(12)]);
    expect(parUid.get(`conges-${ids.demi}@roulement`)!.summary).toMatch(/\(matin\)$/);
  });

  it('costs three queries whatever the number of events', async () => {
    const flux = await lire(e.membres[0]!.email);
    expect(await t.queries.during(() => t.inject({ method: 'GET', url: chemin(flux.planning) }))).toBe(3);
  });

  it('answers 404 to an unknown token and 400 to a malformed one, without a session', async () => {
    const inconnu = await t.inject({ method: 'GET', url: `/api/calendrier-flux/${'a'.repeat(43)}.ics` });
    expectApiError(inconnu, 404, 'NOT_FOUND');
    expectApiError(await t.inject({ method: 'GET', url: '/api/calendrier-flux/court.ics' }), 400);
  });

  it('stops answering the old address as soon as the feed is regenerated', async () => {
    const email = e.membres[1]!.email;
    const avant = await lire(email);
    expect((await t.inject({ method: 'GET', url: chemin(avant.planning) })).statusCode).toBe(200);
    const r = await t.inject({ method: 'POST', url: '/api/calendrier-flux/regenerer', headers: await t.login(email) });
    expect(r.statusCode, r.body).toBe(200);
    const apres = apiRoutes.calendrierFlux.regenerer.responses[200].parse(r.json());
    expect(apres.planning).not.toBe(avant.planning);
    expectApiError(await t.inject({ method: 'GET', url: chemin(avant.planning) }), 404, 'NOT_FOUND');
    expect((await t.inject({ method: 'GET', url: chemin(apres.planning) })).statusCode).toBe(200);
    expect(await lire(email)).toEqual(apres);
    const rangs = await t.db
      .select()
      .from(historique)
      .where(and(eq(historique.entite, 'flux_calendrier'), eq(historique.entiteId, e.membres[1]!.utilisateurId)));
    expect(rangs.map((x) => x.action)).toEqual(['CREATION', 'MODIFICATION']);
    expect(JSON.stringify(rangs)).not.toContain(chemin(apres.planning).slice(-47, -4));
  });

  it('answers 401 to POST …/regenerer without a session', async () => {
    expectApiError(await t.inject({ method: 'POST', url: '/api/calendrier-flux/regenerer' }), 401);
  });
});

describe('GET /api/calendrier-flux/absences/:jeton.ics', () => {
  it("lists the leave of the head's own services' members only", async () => {
    const flux = await lire(e.chef.email);
    const r = await t.inject({ method: 'GET', url: chemin(flux.absences!) });
    expect(r.statusCode, r.body).toBe(200);
    const liste = evenements(r.body);
    expect(liste.map((ev) => ev.uid).sort()).toEqual(
      [
        `absence-${ids.conges}@roulement`,
        `absence-${ids.demi}@roulement`,
        `absence-${ids.congesCollegue}@roulement`,
      ].sort(),
    );
    expect(liste.every((ev) => ev.description === `Service : ${e.service.nom}`)).toBe(true);
    expect(liste.find((ev) => ev.uid === `absence-${ids.congesCollegue}@roulement`)!.summary).toContain(' — ');
  });

  it('answers 404 to someone who heads no service', async () => {
    const flux = await lire(e.salarie.email);
    const jeton = chemin(flux.planning).split('/').pop()!;
    expectApiError(await t.inject({ method: 'GET', url: `/api/calendrier-flux/absences/${jeton}` }), 404);
  });
});
