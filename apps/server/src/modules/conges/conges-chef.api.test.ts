import { apiRoutes, type BodyInputOf } from '@roulement/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conges } from '../../db/schema';
import { type ApiClient, type Appelant, type Auth, apiClient } from '../../test/api';
import { buildCongesCredit, buildEmploye, buildMembre, buildService, buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Leave posed from the planning by a head of service (spec §6, decision 010 amended); the
// administrator's rules are in conges.api.test.ts.
let t: TestApp;
let o: Organisation;
let e: number;

let api: ApiClient;

type Corps = BodyInputOf<typeof apiRoutes.conges.creer>;
const creer = (body: Corps, qui: Appelant) => api.as(qui).call(apiRoutes.conges.creer, { body });
const nbConges = async () => (await t.db.select({ n: count() }).from(conges))[0]!.n;
const corps = (overrides: Partial<Corps> = {}): Corps => ({
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
  api = apiClient(t);
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
    const r = await creer(corps({ employeId: membre }), chef);
    expect(r.status, r.raw.body).toBe(201);
    const employe = r.body;
    expect(employe.conges).toHaveLength(1);
    expect(employe.abilities).toEqual({ modifier: false, voirSoldes: true });
    congesId = employe.conges[0]!.congesId;
  });

  it('reads the record of a member, as the leave dialog needs it, not of anyone else', async () => {
    const lire = (id: number) => api.as(chef).call(apiRoutes.employe.lire, { params: { id } });
    expect((await lire(membre)).status).toBe(200);
    expectApiError(await lire(e), 403);
    expectApiError(await lire(ancien), 403);
  });

  it('answers 403 for an employee outside their services, a former member, or themself, writing nothing', async () => {
    const avant = await nbConges();
    const refus = expectApiError(await creer(corps(), chef), 403);
    expect(refus.message).toBe(
      "Seuls un administrateur de l'établissement et les chefs de service de l'employé posent ses congés ; un chef de service demande les siens",
    );
    expectApiError(await creer(corps({ employeId: ancien }), chef), 403);
    // A head requests their own leave, as any employee does.
    expectApiError(await creer(corps({ employeId: chefEmployeId }), chef), 403);
    expect(await nbConges()).toBe(avant);
  });

  it('leaves the change and deletion of leave to the administrator', async () => {
    expectApiError(
      await api.as(chef).call(apiRoutes.conges.modifier, { params: { congesId }, body: corps({ employeId: membre }) }),
      403,
    );
    expectApiError(await api.as(chef).call(apiRoutes.conges.supprimer, { params: { congesId } }), 403);
  });
});
