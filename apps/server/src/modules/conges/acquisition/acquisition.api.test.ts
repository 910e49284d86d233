import { apiRoutes } from '@roulement/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { congesCredit, etablissement, historique } from '../../../db/schema';
import { type ApiClient, apiClient } from '../../../test/api';
import {
  buildAssociation,
  buildConges,
  buildEmploye,
  buildRegleConges,
  buildUtilisateur,
} from '../../../test/factories';
import { expectApiError } from '../../../test/http';
import { buildOrganisation, type Organisation } from '../../../test/organisation';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const R = apiRoutes.conges;
let t: TestApp;
let o: Organisation;
let api: ApiClient;
let associationB: number;

const creditsDe = async (periode: string) =>
  t.db
    .select({ employeId: congesCredit.employeId, nbJours: congesCredit.nbJours, type: congesCredit.congesTypeId })
    .from(congesCredit)
    .where(eq(congesCredit.periode, periode));
const mois = (annee: number, m: number) => ({ body: { annee, mois: m } });

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  api = apiClient(t);
  [{ associationB }] = (await t.db
    .select({ associationB: etablissement.associationId })
    .from(etablissement)
    .where(eq(etablissement.id, o.etab.b))) as [{ associationB: number }];
});
afterAll(() => t.close());

describe('crediting without a rule set in force', () => {
  it('answers 409 naming the missing rule, and credits nothing', async () => {
    const reponse = await api.as(o.as.admin).call(R.crediterCongesAnnuels, mois(2026, 9));
    expectApiError(reponse, 409, 'CONFLICT');
    expect(reponse.error.message).toContain('« acquisition mensuelle des congés payés »');
    const simulation = await api.as(o.as.admin).call(R.simulerCongesAnnuels, { query: { _annee: 2026, _mois: 9 } });
    expectApiError(simulation, 409);
    expect(await creditsDe('2026-09')).toEqual([]);
  });

  it('answers 409 for a month no version covers even when nobody is under contract then (issue 23)', async () => {
    // A version from 2000 in an association of its own: later tests keep their rules.
    await buildRegleConges(t.db, { associationId: (await buildAssociation(t.db)).id, dateDebut: '2000-01-01' });
    const message = 'Aucune règle de congés ne couvre le mois de décembre 1999';
    const credit = await api.as(o.as.admin).call(R.crediterCongesAnnuels, mois(1999, 12));
    expectApiError(credit, 409, 'CONFLICT');
    expect(credit.error.message).toContain(message);
    expect(credit.error.message).toContain('« acquisition mensuelle des congés payés »');
    const simulation = await api.as(o.as.admin).call(R.simulerCongesAnnuels, { query: { _annee: 1999, _mois: 12 } });
    expectApiError(simulation, 409);
    expect(simulation.error.message).toContain(message);
    const trimestre = await api
      .as(o.as.admin)
      .call(R.crediterCongesTrimestriels, { body: { annee: 1999, trimestre: 4 } });
    expectApiError(trimestre, 409);
    expect(trimestre.error.message).toContain('ne couvre le trimestre du 01/10/1999 au 31/12/1999');
    expect(await t.db.select({ n: count() }).from(historique).where(eq(historique.action, 'CREDIT'))).toEqual([
      { n: 0 },
    ]);
  });

  it('answers 409 for a period before the first version', async () => {
    const contrat = { dateDebut: '2019-01-01', dateFin: '2019-12-31' };
    await buildEmploye(t.db, { etablissementId: o.etab.a, contrat });
    await buildRegleConges(t.db, { associationId: o.etab.associationId, dateDebut: '2020-01-01' });
    await buildRegleConges(t.db, { associationId: associationB, dateDebut: '2020-01-01' });
    const reponse = await api
      .as(o.as.admin)
      .call(R.crediterCongesTrimestriels, { body: { annee: 2019, trimestre: 4 } });
    expectApiError(reponse, 409);
    expect(reponse.error.message).toContain('« congés trimestriels (CCN 66) »');
  });
});

describe('the role matrix: Administrateur only', () => {
  const appels = [
    ['simulation', () => ({ route: R.simulerCongesAnnuels, options: { query: { _annee: 2026, _mois: 10 } } })],
    ['CSV', () => ({ route: R.csvCongesAnnuels, options: { query: { _annee: 2026, _mois: 10 } } })],
    ['annual credit', () => ({ route: R.crediterCongesAnnuels, options: mois(2026, 10) })],
    [
      'quarterly credit',
      () => ({ route: R.crediterCongesTrimestriels, options: { body: { annee: 2026, trimestre: 4 } } }),
    ],
  ] as const;
  it.each(appels)('%s: 401 without a token, 403 for every establishment role', async (_nom, appel) => {
    const { route, options } = appel();
    expectApiError(await api.as(null).callBrut(route, options), 401);
    for (const qui of ['adminA', 'adminSiege', 'directeurA', 'salarieA', 'comptableA', 'adminB'] as const) {
      expectApiError(await api.as(o.as[qui]).callBrut(route, options), 403);
    }
    expect(await creditsDe('2026-10')).toEqual([]);
  });
});

describe('bad input gets a French 400', () => {
  it.each([
    ['month 13', R.crediterCongesAnnuels, { body: { annee: 2026, mois: 13 } }, 'Mois invalide (1 à 12)'],
    ['year 1800', R.crediterCongesAnnuels, { body: { annee: 1800, mois: 1 } }, 'Année invalide'],
    ['quarter 5', R.crediterCongesTrimestriels, { body: { annee: 2026, trimestre: 5 } }, 'Trimestre invalide (1 à 4)'],
    ['month as text', R.simulerCongesAnnuels, { query: { _annee: 2026, _mois: 'onze' } }, 'Mois invalide (1 à 12)'],
  ] as const)('%s', async (_cas, route, options, message) => {
    const reponse = await api.as(o.as.admin).callBrut(route, options);
    expectApiError(reponse, 400);
    expect(reponse.raw.body).toContain(message);
  });
});

describe('paid leave of a month', () => {
  it('simulates per employee, writing nothing', async () => {
    const reponse = await api.as(o.as.admin).call(R.simulerCongesAnnuels, { query: { _annee: 2026, _mois: 10 } });
    expect(reponse.status).toBe(200);
    const salarie = reponse.body.lignes.find((l) => l.employeId === o.ids.salarieA.employeId);
    expect(salarie).toMatchObject({
      nbJours: 2.5,
      regleDateDebut: '2020-01-01',
      dejaCredite: false,
      nom: expect.any(String),
    });
    expect(reponse.body.lignes).toHaveLength(6);
    expect(await creditsDe('2026-10')).toEqual([]);
  });

  it('credits a month once, with a sick half month at 2, however many times it runs', async () => {
    await buildConges(t.db, {
      employeId: o.ids.collegueA.employeId,
      congesTypeId: 4,
      dateDebut: '2026-11-16',
      dateFin: '2026-11-30',
    });
    const premier = await api.as(o.as.admin).call(R.crediterCongesAnnuels, mois(2026, 11));
    expect(premier.body).toEqual({ periode: '2026-11', employesCredites: 6, dejaCredites: 0, totalJours: 14.75 });
    const second = await api.as(o.as.admin).call(R.crediterCongesAnnuels, mois(2026, 11));
    expect(second.body).toEqual({ periode: '2026-11', employesCredites: 0, dejaCredites: 6, totalJours: 0 });
    const credits = await creditsDe('2026-11');
    expect(credits).toHaveLength(6);
    expect(credits.find((c) => c.employeId === o.ids.collegueA.employeId)?.nbJours).toBe(2.25);
    const [explique] = await t.db
      .select({ commentaire: congesCredit.commentaire, regle: congesCredit.regleCongesId })
      .from(congesCredit)
      .where(and(eq(congesCredit.periode, '2026-11'), eq(congesCredit.employeId, o.ids.salarieA.employeId)));
    expect(explique).toEqual({
      commentaire: 'Congés payés acquis 2026-11 (règles du 01/01/2020)',
      regle: expect.any(Number),
    });
    const audit = await t.db.select({ n: count() }).from(historique).where(eq(historique.entite, 'regle_conges'));
    expect(audit[0]!.n).toBe(1);
    const simulation = await api.as(o.as.admin).call(R.simulerCongesAnnuels, { query: { _annee: 2026, _mois: 11 } });
    expect(simulation.body.lignes.every((l) => l.dejaCredite)).toBe(true);
  });

  it('writes once when two credits of the same month run at the same time', async () => {
    const [a, b] = await Promise.all([
      api.as(o.as.admin).call(R.crediterCongesAnnuels, mois(2026, 12)),
      api.as(o.as.admin).call(R.crediterCongesAnnuels, mois(2026, 12)),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.employesCredites + b.body.employesCredites).toBe(6);
    expect(await creditsDe('2026-12')).toHaveLength(6);
  });
});

describe('the CSV of the simulation', () => {
  it('is an attachment, ;-separated with a BOM, formulas escaped', async () => {
    const u = await buildUtilisateur(t.db, { nom: '=SOMME(A1)', prenom: '@Léa' });
    await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.a });
    const reponse = await api.as(o.as.admin).call(R.csvCongesAnnuels, { query: { _annee: 2027, _mois: 1 } });
    expect(reponse.status).toBe(200);
    expect(reponse.raw.headers['content-type']).toContain('text/csv');
    expect(reponse.raw.headers['content-disposition']).toBe('attachment; filename="conges_annuels.csv"');
    const texte = reponse.raw.rawPayload.toString('utf8');
    expect(texte.startsWith('\uFEFFÉtablissement;Nom;Prénom;')).toBe(true);
    expect(texte).toContain(";'=SOMME(A1);'@Léa;2,5;01/01/2020;non");
  });
});

describe('quarterly leave', () => {
  it('credits the job category days, none in annexe 10 nor in the summer quarter, expiring at the quarter end', async () => {
    await t.db.update(etablissement).set({ annexe10: true }).where(eq(etablissement.id, o.etab.b));
    const reponse = await api
      .as(o.as.admin)
      .call(R.crediterCongesTrimestriels, { body: { annee: 2027, trimestre: 1 } });
    expect(reponse.body.employesCredites).toBe(6);
    const credits = await t.db
      .select({ nbJours: congesCredit.nbJours, expiration: congesCredit.dateExpiration })
      .from(congesCredit)
      .where(and(eq(congesCredit.periode, '2027-T1'), eq(congesCredit.employeId, o.ids.salarieA.employeId)));
    expect(credits).toEqual([{ nbJours: 6, expiration: '2027-03-31' }]);
    const adminB = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(congesCredit)
      .where(and(eq(congesCredit.periode, '2027-T1'), eq(congesCredit.employeId, o.ids.adminB.employeId)));
    expect(adminB[0]!.n).toBe(0);
    const ete = await api.as(o.as.admin).call(R.crediterCongesTrimestriels, { body: { annee: 2027, trimestre: 3 } });
    expect(ete.body.employesCredites).toBe(0);
  });
});

describe('the cost of a credit', () => {
  it('sends the same number of statements whatever the number of employees', async () => {
    const avant = await t.queries.during(() => api.as(o.as.admin).call(R.crediterCongesAnnuels, mois(2027, 2)));
    for (let i = 0; i < 15; i++) await buildEmploye(t.db, { etablissementId: o.etab.a });
    let credites = 0;
    const apres = await t.queries.during(async () => {
      credites = (await api.as(o.as.admin).call(R.crediterCongesAnnuels, mois(2027, 3))).body.employesCredites;
    });
    expect(credites).toBeGreaterThanOrEqual(21);
    expect(apres).toBe(avant);
  });
});
