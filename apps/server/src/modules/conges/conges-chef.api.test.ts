import type { Employe } from '@roulement/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conges } from '../../db/schema';
import { buildCongesCredit, buildEmploye, buildMembre, buildService, buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { type Auth, buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Leave posed from the planning by a head of service (spec §6, decision 010 amended); the
// administrator's rules are in conges.api.test.ts.
let t: TestApp;
let o: Organisation;
let e: number;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers?: Auth) =>
  t.inject({ method, url, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
const nbConges = async () => (await t.db.select({ n: count() }).from(conges))[0]!.n;
const corps = (overrides: Record<string, unknown> = {}) => ({
  employeId: e,
  type: 1,
  dateDebut: '2035-06-04',
  dateFin: '2035-06-09',
  demiJournee: 0,
  commentaire: null,
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  e = o.ids.salarieA.employeId;
});
afterAll(() => t.close());

describe('POST /api/conges by a head of service (spec §6: from the planning)', () => {
  let chef: Auth;
  let chefEmployeId: number;
  let membre: number;
  let ancien: number;
  let congesId: number;

  beforeAll(async () => {
    const u = await buildUtilisateur(t.db, { email: 'chef-a@test.local' });
    const chefEmploye = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.a });
    const service = await buildService(t.db, { etablissementId: o.etab.a, chefDeServiceId: chefEmploye.id });
    membre = (await buildEmploye(t.db, { etablissementId: o.etab.a })).id;
    ancien = (await buildEmploye(t.db, { etablissementId: o.etab.a })).id;
    await buildMembre(t.db, { serviceId: service.id, employeId: membre });
    await buildMembre(t.db, { serviceId: service.id, employeId: ancien, dateFin: '2020-12-31' });
    // The head works in the service too.
    await buildMembre(t.db, { serviceId: service.id, employeId: chefEmploye.id });
    chefEmployeId = chefEmploye.id;
    await buildCongesCredit(t.db, { employeId: membre, congesTypeId: 1, date: '2026-01-01', nbJours: 10 });
    chef = await t.login('chef-a@test.local');
  });

  it("poses leave for a member of the head's service and answers the record", async () => {
    const r = await send('POST', '/api/conges', corps({ employeId: membre }), chef);
    expect(r.statusCode, r.body).toBe(201);
    const employe = r.json() as Employe;
    expect(employe.conges).toHaveLength(1);
    expect(employe.abilities).toEqual({ modifier: false, voirSoldes: true });
    congesId = employe.conges[0]!.congesId;
  });

  it('reads the record of a member, as the leave dialog needs it, not of anyone else', async () => {
    const lire = (id: number) => t.inject({ method: 'GET', url: `/api/employe/${id}`, headers: chef });
    expect((await lire(membre)).statusCode).toBe(200);
    expectApiError(await lire(e), 403);
    expectApiError(await lire(ancien), 403);
  });

  it('answers 403 for an employee outside their services, a former member, or themself, writing nothing', async () => {
    const avant = await nbConges();
    const refus = expectApiError(await send('POST', '/api/conges', corps(), chef), 403);
    expect(refus.message).toBe(
      "Seuls un administrateur de l'établissement et les chefs de service de l'employé posent ses congés ; un chef de service demande les siens",
    );
    expectApiError(await send('POST', '/api/conges', corps({ employeId: ancien }), chef), 403);
    // A head requests their own leave, as any employee does.
    expectApiError(await send('POST', '/api/conges', corps({ employeId: chefEmployeId }), chef), 403);
    expect(await nbConges()).toBe(avant);
  });

  it('leaves the change and deletion of leave to the administrator', async () => {
    expectApiError(await send('PUT', `/api/conges/${congesId}`, corps({ employeId: membre }), chef), 403);
    expectApiError(await send('DELETE', `/api/conges/${congesId}`, undefined, chef), 403);
  });
});
