import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conges, congesCredit, heureCredit } from '../../db/schema';
import { buildConges, buildCongesCredit } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { type Auth, buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 11 §9: an establishment administrator does not credit, debit or pose leave for themself
 * through the administrator's calls; a head office administrator or the Administrateur does it.
 */
let t: TestApp;
let o: Organisation;
let moi: number;
let congesId: number;
let creditId: number;

const SOI_MEME =
  "Vous ne pouvez ni créditer, ni débiter, ni poser vos propres congés : un administrateur du siège social ou l'Administrateur s'en charge";
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  t.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const credit = (nbJours: number) => ({
  employeId: moi,
  type: 1,
  date: '2026-06-30',
  nbJours,
  exceptionnel: true,
  dateExpiration: null,
  commentaire: null,
});
const heures = (nbHeures: number) => ({
  dateDapplication: '2026-06-30',
  nbHeures,
  raison: 'PAIEMENT',
  commentaire: null,
});
// 2035-06-04 is a Monday.
const leConges = (dateDebut: string) => ({
  employeId: moi,
  type: 1,
  dateDebut,
  dateFin: dateDebut,
  demiJournee: 0,
  commentaire: null,
});
const lignes = async () => ({
  credits: (await t.db.select({ n: count() }).from(congesCredit).where(eq(congesCredit.employeId, moi)))[0]!.n,
  heures: (await t.db.select({ n: count() }).from(heureCredit).where(eq(heureCredit.employeId, moi)))[0]!.n,
  conges: (await t.db.select({ n: count() }).from(conges).where(eq(conges.employeId, moi)))[0]!.n,
});

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  moi = o.ids.adminA.employeId;
  creditId = (await buildCongesCredit(t.db, { employeId: moi, nbJours: 10 })).id;
  congesId = (await buildConges(t.db, { employeId: moi, dateDebut: '2035-06-04' })).id;
});
afterAll(() => t.close());

describe("an establishment administrator's own balances", () => {
  it.each([
    ['credits leave days', 'POST', '/api/conges/credit', () => credit(366)],
    ['debits leave days', 'POST', '/api/conges/credit', () => credit(-1)],
    ['changes a leave credit', 'PUT', () => `/api/conges/credit/${creditId}`, () => credit(20)],
    ['deletes a leave credit', 'DELETE', () => `/api/conges/credit/${creditId}`, undefined],
    ['credits hours', 'POST', () => `/api/employe/${moi}/soldeRecup/credit`, () => heures(100)],
    ['debits hours', 'POST', () => `/api/employe/${moi}/soldeRecup/credit`, () => heures(-2)],
    ['poses leave', 'POST', '/api/conges', () => leConges('2035-06-11')],
    ['changes a leave', 'PUT', () => `/api/conges/${congesId}`, () => leConges('2035-06-05')],
    ['deletes a leave', 'DELETE', () => `/api/conges/${congesId}`, undefined],
  ] as const)('answers 403 when the administrator %s for themself, writing nothing', async (_, method, url, corps) => {
    const avant = await lignes();
    const r = await send(method, typeof url === 'string' ? url : url(), o.as.adminA, corps?.());
    expect(expectApiError(r, 403, 'FORBIDDEN').message).toBe(SOI_MEME);
    expect(await lignes()).toEqual(avant);
  });

  it('are credited by a head office administrator or the Administrateur', async () => {
    expect((await send('POST', '/api/conges/credit', o.as.adminSiege, credit(2))).statusCode).toBe(201);
    const r = await send('POST', `/api/employe/${moi}/soldeRecup/credit`, o.as.admin, heures(1));
    expect(r.statusCode, r.body).toBe(201);
    expect((await send('PUT', `/api/conges/${congesId}`, o.as.adminSiege, leConges('2035-06-05'))).statusCode).toBe(
      200,
    );
  });

  it("still lets the establishment administrator credit a colleague's balance", async () => {
    const r = await send('POST', '/api/conges/credit', o.as.adminA, {
      ...credit(1),
      employeId: o.ids.salarieA.employeId,
    });
    expect(r.statusCode, r.body).toBe(201);
  });
});
