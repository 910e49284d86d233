import { apiRoutes } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { buildUtilisateur } from '../../test/factories';
import { buildCreneau, buildEquipe, buildModele, buildPublications, type Equipe } from '../../test/factories/planning';
import { expectApiError, lignesCsv } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

const R = apiRoutes.exportPaye;
const h = (heure: number) => heure * 60;

let t: TestApp;
let api: ApiClient;
let e: Equipe;

const feries = (email: string, annee: unknown, id = e.etab.associationId) =>
  api.as(email).callBrut(R.budgetFeries, { params: { id }, query: { _annee: annee } });
const dimanche = (email: string, date: unknown, id = e.etab.associationId) =>
  api.as(email).callBrut(R.budgetDimanche, { params: { id }, query: { date } });
const ligneDe = (texte: string, employeId: number) => lignesCsv(texte).find((l) => l[1] === String(employeId));

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 3 });
  await buildUtilisateur(t.db, { email: 'admin@budget.test', administrateurGlobal: true });
  const [m0, m1, m2] = e.membres;
  // Published up to 2026-12-31: a slot on Christmas (a Friday), one on a Sunday.
  await buildCreneau(t.db, { serviceId: e.service.id, membreId: m0!.membreId, date: '2026-12-25' });
  await buildCreneau(t.db, {
    serviceId: e.service.id,
    membreId: m2!.membreId,
    date: '2026-03-08',
    heureDebut: h(8),
    heureFin: h(20),
  });
  // The template in force works member 1 on Fridays, 08:00–12:00: beyond the horizon, it says what is planned.
  const modele = await buildModele(t.db, e.service.id, 1, {
    creneaux: [{ ordreSemaine: 1, jourId: 5, heureDebut: h(8), heureFin: h(12), membreId: m1!.membreId }],
  });
  await buildPublications(t.db, [
    { serviceId: e.service.id, modeleId: modele.id, dateMiseEnApplication: '2026-01-05', dateHorizon: '2026-12-31' },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('GET /etablissement/association/{id}/budget_heures_supp_jour_ferie_annuel.csv', () => {
  it('hours of the published planning on each public holiday, with a total', async () => {
    const r = await feries('admin@budget.test', 2026);
    expect(r.status).toBe(200);
    expect(r.raw.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [entete] = lignesCsv(r.raw.body);
    expect(entete!.slice(0, 4)).toEqual(['Établissement', 'Identifiant', 'Nom', 'Prénom']);
    expect(entete!.at(-1)).toBe('Total');
    const noel = entete!.findIndex((c) => c.includes('25/12/2026'));
    const ligne = ligneDe(r.raw.body, e.membres[0]!.employeId)!;
    expect([ligne[noel], ligne.at(-1)]).toEqual(['7', '7']);
    expect(ligneDe(r.raw.body, e.membres[1]!.employeId)).toBeUndefined();
  });

  it("beyond the publication's horizon, the template in force", async () => {
    const r = await feries('admin@budget.test', 2027);
    const [entete] = lignesCsv(r.raw.body);
    const jourDeLAn = entete!.findIndex((c) => c.includes('01/01/2027'));
    expect(ligneDe(r.raw.body, e.membres[1]!.employeId)![jourDeLAn]).toBe('4');
  });

  it('403 for anyone but the Administrateur, 404 for an unknown association, 400 for a bad year', async () => {
    expectApiError(await feries(e.admin.email, 2026), 403);
    expectApiError(await feries('admin@budget.test', 2026, 999_999), 404);
    expectApiError(await feries('admin@budget.test', 'next'), 400);
  });
});

describe('GET /etablissement/association/{id}/budget_dimanche.csv', () => {
  it('the hours planned that Sunday', async () => {
    const r = await dimanche('admin@budget.test', '2026-03-08');
    expect(r.status).toBe(200);
    expect(lignesCsv(r.raw.body)[0]!.at(-1)).toBe('Heures prévues le 08/03/2026');
    expect(ligneDe(r.raw.body, e.membres[2]!.employeId)!.at(-1)).toBe('12');
  });

  it('400 in French for a day that is not a Sunday, 403 otherwise', async () => {
    const erreur = expectApiError(await dimanche('admin@budget.test', '2026-03-09'), 400);
    expect(JSON.stringify(erreur)).toContain('La date doit être un dimanche');
    expectApiError(await dimanche('admin@budget.test', 'dimanche'), 400);
    expectApiError(await dimanche(e.chef.email, '2026-03-08'), 403);
  });
});
