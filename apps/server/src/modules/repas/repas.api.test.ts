import { apiRoutes } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etablissement, historique } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { ajouterComptable, buildConges, buildUtilisateur, designerDirecteur } from '../../test/factories';
import { buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

const R = apiRoutes.repas;
const JOUR = '2026-03-04';
const h = (heure: number, minute = 0) => heure * 60 + minute;
const HORAIRES = { debutMidi: h(12), finMidi: h(13, 30), debutSoir: h(19), finSoir: h(20) };

let t: TestApp;
let api: ApiClient;
let e: Equipe;
let directeur: string;

const lire = (email: string | null, id = e.etab.id) => api.as(email).call(R.lireHoraires, { params: { id } });
const modifier = (email: string | null, body = HORAIRES, id = e.etab.id) =>
  api.as(email).call(R.modifierHoraires, { params: { id }, body });
const prevision = (email: string, dateDeProspection = JOUR, nbJours?: number) =>
  api.as(email).call(R.prevision, {
    params: { id: e.etab.id },
    query: nbJours === undefined ? { dateDeProspection } : { dateDeProspection, nbJours },
  });

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 4 });
  await buildUtilisateur(t.db, { email: 'admin@repas.test', administrateurGlobal: true });
  await ajouterComptable(t.db, e.etab.id, (await buildUtilisateur(t.db, { email: 'comptable@repas.test' })).id);
  const m = e.membres[0]!;
  await designerDirecteur(t.db, e.etab.id, m.employeId, m.utilisateurId);
  directeur = m.email;
  const slot = (i: number, debut: number, fin: number, date = JOUR, serviceId = e.service.id) =>
    buildCreneau(t.db, { serviceId, membreId: e.membres[i]!.membreId, date, heureDebut: debut, heureFin: fin });
  await slot(0, h(9), h(17)); // lunch
  await slot(1, h(14), h(22)); // dinner
  await slot(2, h(7), h(21)); // both, but on leave that day
  await buildConges(t.db, { employeId: e.membres[2]!.employeId, dateDebut: JOUR });
  await slot(3, h(7), h(12)); // ends when lunch starts
  await slot(3, h(11), h(14), '2026-03-06'); // two days later
  await slot(0, h(11), h(14), '2026-03-08'); // beyond a 4-day window
});

afterAll(async () => {
  await t.close();
});

describe('GET /etablissement/{id}/horaires-repas', () => {
  it('answers null ranges while none are set, editable for the director only', async () => {
    const r = await lire(directeur);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      etablissementId: e.etab.id,
      plageRestaurationMidi: null,
      plageRestaurationSoir: null,
      modifiable: true,
    });
    expect((await lire(e.salarie.email)).body.modifiable).toBe(false);
  });

  it('401 without a token, 404 outside the establishment or for an unknown one', async () => {
    expectApiError(await lire(null), 401);
    expectApiError(await lire(e.dehors.email), 404);
    expectApiError(await lire('admin@repas.test', 999_999), 404);
  });
});

describe('PUT /etablissement/{id}/horaires-repas', () => {
  it.each([
    ['the director', () => directeur],
    ['an establishment administrator', () => e.admin.email],
    ['the Administrateur', () => 'admin@repas.test'],
  ])('%s may set them', async (_, email) => {
    const r = await modifier(email());
    expect(r.status).toBe(200);
    expect(r.body.plageRestaurationMidi).toEqual({ heureDebut: h(12), heureFin: h(13, 30) });
    expect(r.body.plageRestaurationSoir).toEqual({ heureDebut: h(19), heureFin: h(20) });
  });

  it.each([
    ['an employee', () => e.salarie.email],
    ['a service head', () => e.chef.email],
    ['an accountant', () => 'comptable@repas.test'],
  ])('403 for %s', async (_, email) => {
    expectApiError(await modifier(email()), 403);
  });

  it('404 outside the establishment', async () => {
    expectApiError(await modifier(e.dehors.email), 404);
  });

  it.each([
    ['lunch ending before it starts', { ...HORAIRES, finMidi: h(11) }, 'finMidi'],
    ['dinner of no length', { ...HORAIRES, finSoir: h(19) }, 'finSoir'],
    ['a time past midnight', { ...HORAIRES, finSoir: 1441 }, 'finSoir'],
    ['a negative time', { ...HORAIRES, debutMidi: -1 }, 'debutMidi'],
  ])('400 in French for %s', async (_, body, champ) => {
    const r = await modifier(directeur, body);
    const erreur = expectApiError(r, 400);
    expect(String(erreur.fieldErrors?.[champ])).toMatch(/heure/i);
  });

  it('400 for a missing field or text, never a 500', async () => {
    expectApiError(
      await api.as(directeur).callBrut(R.modifierHoraires, { params: { id: e.etab.id }, body: { debutMidi: 720 } }),
      400,
    );
    expectApiError(
      await api
        .as(directeur)
        .callBrut(R.modifierHoraires, { params: { id: e.etab.id }, body: { ...HORAIRES, finMidi: '13:30' } }),
      400,
    );
  });

  it('writes the columns and a history row in the same transaction', async () => {
    await modifier(directeur, { ...HORAIRES, finMidi: h(14) });
    const [row] = await t.db.select().from(etablissement).where(eq(etablissement.id, e.etab.id));
    expect([row!.debutMidi, row!.finMidi, row!.debutSoir, row!.finSoir]).toEqual([h(12), h(14), h(19), h(20)]);
    const lignes = await t.db.select().from(historique).where(eq(historique.entite, 'etablissement'));
    expect(lignes.some((l) => l.entiteId === e.etab.id && (l.apres as Record<string, unknown>).finMidi === h(14))).toBe(
      true,
    );
    await modifier(directeur);
  });
});

describe('GET /etablissement/{id}/previsionRepas', () => {
  it('counts, per day and per service, the employees whose effective slot overlaps each meal', async () => {
    await modifier(directeur);
    const r = await prevision(e.salarie.email);
    expect(r.status).toBe(200);
    expect(r.body.map((j) => [j.date, j.nombreRepasMidi, j.nombreRepasSoir])).toEqual([
      ['2026-03-04', 1, 1],
      ['2026-03-05', 0, 0],
      ['2026-03-06', 1, 0],
      ['2026-03-07', 0, 0],
    ]);
    expect(r.body[0]!.services).toEqual([
      { serviceId: e.service.id, nom: e.service.nom, nombreRepasMidi: 1, nombreRepasSoir: 1 },
    ]);
  });

  it('a shorter window on request, never more than 4 days', async () => {
    expect((await prevision(e.salarie.email, JOUR, 1)).body).toHaveLength(1);
    expectApiError(await prevision(e.salarie.email, JOUR, 5), 400);
    expectApiError(await prevision(e.salarie.email, JOUR, 0), 400);
  });

  it('400 for a bad date, 404 outside the establishment', async () => {
    expectApiError(await prevision(e.salarie.email, '2026-02-30'), 400);
    expectApiError(await prevision(e.dehors.email), 404);
  });
});
