import { ajouterJours, apiRoutes } from '@roulement/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historique, utilisateur } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildEmploye, buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildOrganisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

const routes = apiRoutes.delegation;
const today = todayInParis();
const demain = ajouterJours(today, 1);
const dansUnMois = ajouterJours(today, 30);

let t: TestApp;
let api: ApiClient;
let o: Awaited<ReturnType<typeof buildOrganisation>>;
let ancienId: number;
let futurId: number;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  o = await buildOrganisation(t);
  // A former employee (contract over), a future one, and a disabled account: only the future one is a colleague.
  const ancien = await buildUtilisateur(t.db, { email: 'ancien-a@test.local', nom: 'Ancien' });
  await buildEmploye(t.db, {
    utilisateurId: ancien.id,
    etablissementId: o.etab.a,
    contrat: { dateDebut: '2020-01-01', dateFin: '2020-12-31' },
  });
  ancienId = ancien.id;
  const futur = await buildUtilisateur(t.db, { email: 'futur-a@test.local', nom: 'Zéphyr', prenom: 'Élie' });
  await buildEmploye(t.db, {
    utilisateurId: futur.id,
    etablissementId: o.etab.a,
    contrat: { dateDebut: '2099-01-01' },
  });
  futurId = futur.id;
  const inactif = await buildUtilisateur(t.db, { email: 'inactif-a@test.local' });
  await buildEmploye(t.db, { utilisateurId: inactif.id, etablissementId: o.etab.a });
  await t.db.update(utilisateur).set({ actif: false }).where(eq(utilisateur.id, inactif.id));
});
afterAll(() => t.close());

const corps = (overrides: Partial<Record<string, unknown>> = {}) => ({
  delegataireId: o.ids.collegueA.utilisateurId,
  etablissementId: o.etab.a,
  dateDebut: demain,
  dateFin: dansUnMois,
  ...overrides,
});

describe('authentication', () => {
  it('answers 401 to every delegation route without a token', async () => {
    const anonyme = api.as(null);
    expectApiError((await anonyme.call(routes.lister)).raw, 401);
    expectApiError((await anonyme.call(routes.candidats, { query: { _etablissementId: o.etab.a } })).raw, 401);
    expectApiError((await anonyme.call(routes.creer, { body: corps() })).raw, 401);
    expectApiError((await anonyme.call(routes.revoquer, { params: { delegationId: 1 } })).raw, 401);
  });
});

describe('GET /delegation/candidats', () => {
  it('lists the colleagues with a current or future contract, in French order, without the actor', async () => {
    const r = await api.as(o.as.salarieA).call(routes.candidats, { query: { _etablissementId: o.etab.a } });
    expect(r.status).toBe(200);
    const ids = r.body.map((p) => p.utilisateurId);
    expect(ids).toContain(o.ids.collegueA.utilisateurId);
    expect(ids).toContain(o.ids.directeurA.utilisateurId);
    expect(ids).toContain(futurId);
    expect(ids).not.toContain(o.ids.salarieA.utilisateurId);
    expect(ids).not.toContain(ancienId);
    expect(ids).not.toContain(o.ids.comptableA);
    expect(ids).not.toContain(o.ids.adminB.utilisateurId);
    expect(r.body.find((p) => p.utilisateurId === futurId)).toMatchObject({
      nomComplet: 'Élie Zéphyr',
      email: 'futur-a@test.local',
    });
    expect(r.body).toHaveLength(4);
    // By last name: « Zéphyr » the future colleague comes last.
    expect(r.body.at(-1)!.utilisateurId).toBe(futurId);
  });

  it.each([
    ['an establishment of another association', () => o.as.salarieA, () => o.etab.b, 404],
    ['an establishment that does not exist', () => o.as.salarieA, () => 999_999, 404],
    ['its accountant, who holds a role but no contract', () => o.as.comptableA, () => o.etab.a, 403],
    ['the Administrateur, employee nowhere', () => o.as.admin, () => o.etab.a, 403],
  ])('answers for %s', async (_cas, qui, etablissementId, statut) => {
    const r = await api.as(qui()).call(routes.candidats, { query: { _etablissementId: etablissementId() } });
    expectApiError(r.raw, statut);
  });

  it('answers 400 without an establishment', async () => {
    expectApiError((await api.as(o.as.salarieA).callBrut(routes.candidats, { query: {} })).raw, 400);
  });
});

describe('POST /delegation', () => {
  it('creates the delegation, writes its history, and both parties list it', async () => {
    const r = await api.as(o.as.salarieA).call(routes.creer, { body: corps() });
    expect(r.status, r.raw.body).toBe(201);
    expect(r.body).toMatchObject({
      delegant: { utilisateurId: o.ids.salarieA.utilisateurId, email: 'salarie-a@test.local' },
      delegataire: { utilisateurId: o.ids.collegueA.utilisateurId },
      etablissementId: o.etab.a,
      raisonSociale: 'Établissement A',
      dateDebut: demain,
      dateFin: dansUnMois,
      abilities: { revoquer: true },
    });
    const [trace] = await t.db
      .select()
      .from(historique)
      .where(and(eq(historique.entite, 'delegation'), eq(historique.entiteId, r.body.delegationId)));
    expect(trace).toMatchObject({
      action: 'CREATION',
      acteurId: o.ids.salarieA.utilisateurId,
      etablissementId: o.etab.a,
    });

    const donnees = await api.as(o.as.salarieA).call(routes.lister);
    expect(donnees.body.donnees.map((d) => d.delegationId)).toContain(r.body.delegationId);
    expect(donnees.body.recues).toEqual([]);
    const recues = await api.as(o.as.collegueA).call(routes.lister);
    expect(recues.body.recues).toMatchObject([{ delegationId: r.body.delegationId, abilities: { revoquer: false } }]);
    expect(recues.body.donnees).toEqual([]);
  });

  it('accepts a period that started in the past but is not over', async () => {
    const r = await api.as(o.as.directeurA).call(routes.creer, {
      body: corps({ dateDebut: ajouterJours(today, -10), dateFin: today }),
    });
    expect(r.status, r.raw.body).toBe(201);
  });

  it.each([
    [
      'oneself',
      () => ({ delegataireId: o.ids.salarieA.utilisateurId }),
      'delegataireId',
      'Choisissez un collègue autre que vous-même',
    ],
    [
      'someone of another establishment',
      () => ({ delegataireId: o.ids.adminB.utilisateurId }),
      'delegataireId',
      "Ce collègue n'est pas salarié de l'établissement",
    ],
    [
      'a former employee',
      () => ({ delegataireId: ancienId }),
      'delegataireId',
      "Ce collègue n'est pas salarié de l'établissement",
    ],
    [
      'an unknown user',
      () => ({ delegataireId: 999_999 }),
      'delegataireId',
      "Ce collègue n'est pas salarié de l'établissement",
    ],
    [
      'a period already over',
      () => ({ dateDebut: '2020-01-01', dateFin: '2020-01-31' }),
      'dateFin',
      'La période de délégation est déjà passée',
    ],
    [
      'an end before the start',
      () => ({ dateDebut: dansUnMois, dateFin: demain }),
      'dateFin',
      'La fin doit suivre le début',
    ],
  ])('answers 400 for %s', async (_cas, overrides, champ, message) => {
    const r = await api.as(o.as.salarieA).call(routes.creer, { body: corps(overrides()) });
    const erreur = expectApiError(r.raw, 400);
    expect(erreur.fieldErrors?.[champ]).toBe(message);
  });

  it('answers 400 when a field is missing', async () => {
    const r = await api.as(o.as.salarieA).callBrut(routes.creer, { body: { etablissementId: o.etab.a } });
    expectApiError(r.raw, 400);
  });

  it.each([
    ['in an establishment of another association', () => o.as.salarieA, () => o.etab.b, 404],
    ['by its accountant', () => o.as.comptableA, () => o.etab.a, 403],
    ['by the Administrateur, employee nowhere', () => o.as.admin, () => o.etab.a, 403],
  ])('refuses a delegation %s', async (_cas, qui, etablissementId, statut) => {
    const r = await api.as(qui()).call(routes.creer, { body: corps({ etablissementId: etablissementId() }) });
    expectApiError(r.raw, statut);
  });
});

describe('DELETE /delegation/:delegationId', () => {
  const creer = async () =>
    (await api.as(o.as.adminA).call(routes.creer, { body: corps({ delegataireId: o.ids.salarieA.utilisateurId }) }))
      .body.delegationId;

  it('lets the delegant revoke: the answer and the lists no longer hold it, and it is in the history', async () => {
    const id = await creer();
    const r = await api.as(o.as.adminA).call(routes.revoquer, { params: { delegationId: id } });
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body.donnees.map((d) => d.delegationId)).not.toContain(id);
    const recues = await api.as(o.as.salarieA).call(routes.lister);
    expect(recues.body.recues.map((d) => d.delegationId)).not.toContain(id);
    const traces = await t.db
      .select()
      .from(historique)
      .where(and(eq(historique.entite, 'delegation'), eq(historique.entiteId, id)));
    expect(traces.map((h) => h.action)).toEqual(['CREATION', 'MODIFICATION']);
    expectApiError((await api.as(o.as.adminA).call(routes.revoquer, { params: { delegationId: id } })).raw, 409);
  });

  it('refuses the delegate (403), hides it from others (404), lets the Administrateur revoke', async () => {
    const id = await creer();
    expectApiError((await api.as(o.as.salarieA).call(routes.revoquer, { params: { delegationId: id } })).raw, 403);
    expectApiError((await api.as(o.as.adminB).call(routes.revoquer, { params: { delegationId: id } })).raw, 404);
    expectApiError((await api.as(o.as.collegueA).call(routes.revoquer, { params: { delegationId: id } })).raw, 404);
    expectApiError((await api.as(o.as.admin).call(routes.revoquer, { params: { delegationId: 999_999 } })).raw, 404);
    const r = await api.as(o.as.admin).call(routes.revoquer, { params: { delegationId: id } });
    expect(r.status, r.raw.body).toBe(200);
  });
});
