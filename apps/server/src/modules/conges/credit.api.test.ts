import { apiRoutes, type BodyInputOf, type Employe } from '@roulement/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { congesCredit } from '../../db/schema';
import { type ApiClient, type Appelant, apiClient } from '../../test/api';
import { buildConges, buildCongesCredit, buildEmploye } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation, REFUS_GESTION_A } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let o: Organisation;

let api: ApiClient;

type Corps = BodyInputOf<typeof apiRoutes.conges.crediter>;
const nbCredits = async () => (await t.db.select({ n: count() }).from(congesCredit))[0]!.n;
const soldeDe = (employe: Employe, type: number) =>
  employe.congesSoldes.find((s) => s.congesType.congesTypeId === type);
const nouvelEmploye = async () => (await buildEmploye(t.db, { etablissementId: o.etab.a })).id;
const corps = (employeId: number, overrides: Partial<Corps> = {}): Corps => ({
  employeId,
  type: 1,
  date: '2026-06-30',
  nbJours: 2.5,
  exceptionnel: true,
  dateExpiration: null,
  commentaire: null,
  ...overrides,
});
const crediter = (body: Corps, qui: Appelant = null) => api.as(qui).call(apiRoutes.conges.crediter, { body });
const modifier = (id: number, body: Corps, qui: Appelant = null) =>
  api.as(qui).call(apiRoutes.conges.modifierCredit, { params: { congesCreditId: id }, body });
const supprimer = (id: number, qui: Appelant = null) =>
  api.as(qui).call(apiRoutes.conges.supprimerCredit, { params: { congesCreditId: id } });

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  api = apiClient(t);
});
afterAll(() => t.close());

describe('POST /api/conges/credit', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await crediter(corps(o.ids.salarieA.employeId)), 401);
  });

  it.each([...REFUS_GESTION_A, ['salarieA', 403]] as const)(
    'answers %s with %i, writing nothing',
    async (qui, statut) => {
      const avant = await nbCredits();
      expectApiError(await crediter(corps(o.ids.salarieA.employeId), o.as[qui]), statut);
      expect(await nbCredits()).toBe(avant);
    },
  );

  it.each([
    ['nbJours', { nbJours: undefined }, 'Information obligatoire'],
    ['nbJours', { nbJours: 'deux' }, 'Entrez une valeur numérique'],
    ['nbJours', { nbJours: 0 }, 'Entrez une valeur non nulle'],
    ['nbJours', { nbJours: 1.255 }, 'Deux décimales au plus'],
    ['nbJours', { nbJours: 400 }, '366 jours au plus'],
    ['dateExpiration', { dateExpiration: '2026-06-29' }, "La date d'expiration doit suivre la date du crédit"],
    ['type', { type: undefined }, 'Identifiant invalide'],
    ['date', { date: '2026-13-01' }, 'Date invalide'],
  ])('answers 400 for %s: « %s », writing nothing', async (champ, overrides, message) => {
    const avant = await nbCredits();
    const invalide = { ...corps(o.ids.salarieA.employeId), ...overrides };
    const body = expectApiError(await api.as(o.as.adminA).callBrut(apiRoutes.conges.crediter, { body: invalide }), 400);
    expect(body.fieldErrors?.[champ]).toBe(message);
    expect(await nbCredits()).toBe(avant);
  });

  it('answers 400 for a type without balance or an unknown type', async () => {
    const avant = await nbCredits();
    const sans = expectApiError(await crediter(corps(o.ids.salarieA.employeId, { type: 4 }), o.as.adminA), 400);
    expect(sans.fieldErrors?.type).toBe("Ce type de congé n'a pas de solde à créditer");
    expectApiError(await crediter(corps(o.ids.salarieA.employeId, { type: 99 }), o.as.adminA), 400);
    expect(await nbCredits()).toBe(avant);
  });

  it('credits, then debits within the balance, answering the employee', async () => {
    const id = await nouvelEmploye();
    const r = await crediter(
      corps(id, { nbJours: 6, type: 2, dateExpiration: '2035-12-31', commentaire: 'Trimestre' }),
      o.as.adminA,
    );
    expect(r.status, r.raw.body).toBe(201);
    const e = r.body;
    expect(e.congesCredits[0]).toMatchObject({
      type: { congesTypeId: 2 },
      date: '2026-06-30',
      nbJours: 6,
      exceptionnel: true,
      dateExpiration: '2035-12-31',
      commentaire: 'Trimestre',
      abilities: { modifier: true, supprimer: true },
    });
    expect(soldeDe(e, 2)).toMatchObject({ solde: 6, soldeFutur: 6 });
    const debit = (await crediter(corps(id, { nbJours: -1.5, type: 2, date: '2026-07-01' }), o.as.adminSiege)).body;
    expect(soldeDe(debit, 2)).toMatchObject({ solde: 4.5, soldeFutur: 4.5 });
  });

  it('answers 409 « Solde insuffisant » for a debit beyond the future balance (planned leave included)', async () => {
    const id = await nouvelEmploye();
    await buildCongesCredit(t.db, { employeId: id, nbJours: 5, date: '2026-01-01' });
    await buildConges(t.db, { employeId: id, congesTypeId: 1, dateDebut: '2035-06-04', dateFin: '2035-06-07' });
    const avant = await nbCredits();
    const body = expectApiError(await crediter(corps(id, { nbJours: -2 }), o.as.adminA), 409);
    expect(body.message).toBe('Solde insuffisant : le solde futur de « Congés payés » serait de -1 j');
    expect(await nbCredits()).toBe(avant);
    expect((await crediter(corps(id, { nbJours: -1 }), o.as.adminA)).status).toBe(201);
  });

  it('lets only one of two simultaneous debits through when the balance covers one', async () => {
    const id = await nouvelEmploye();
    await buildCongesCredit(t.db, { employeId: id, nbJours: 5, date: '2026-01-01' });
    const reponses = await Promise.all([
      crediter(corps(id, { nbJours: -3 }), o.as.adminA),
      crediter(corps(id, { nbJours: -3 }), o.as.adminA),
      crediter(corps(id, { nbJours: -3 }), o.as.adminSiege),
    ]);
    expect(reponses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const lignes = await t.db.select().from(congesCredit).where(eq(congesCredit.employeId, id));
    expect(lignes.reduce((n, l) => n + l.nbJours, 0)).toBe(2);
  });
});

describe('PUT and DELETE /api/conges/credit/:congesCreditId', () => {
  let employe: number;
  let creditId: number;
  let mensuel: number;
  const ligne = async (id = creditId) => (await t.db.select().from(congesCredit).where(eq(congesCredit.id, id)))[0];

  beforeAll(async () => {
    employe = await nouvelEmploye();
    creditId = (await buildCongesCredit(t.db, { employeId: employe, nbJours: 4, date: '2026-02-01' })).id;
    mensuel = (
      await buildCongesCredit(t.db, { employeId: employe, nbJours: 2.5, date: '2026-03-31', exceptionnel: false })
    ).id;
    await buildConges(t.db, { employeId: employe, congesTypeId: 1, dateDebut: '2035-06-04', dateFin: '2035-06-08' });
  });

  it('answers 401, then 403 or 404 by role, changing nothing', async () => {
    const avant = await ligne();
    expectApiError(await modifier(creditId, corps(employe)), 401);
    expectApiError(await supprimer(creditId), 401);
    for (const [qui, statut] of REFUS_GESTION_A) {
      expectApiError(await modifier(creditId, corps(employe, { nbJours: 10 }), o.as[qui]), statut);
      expectApiError(await supprimer(creditId, o.as[qui]), statut);
    }
    expect(await ligne()).toEqual(avant);
  });

  it('answers 404 for an unknown credit', async () => {
    expectApiError(await modifier(999_999, corps(employe), o.as.adminA), 404);
    expectApiError(await supprimer(999_999, o.as.adminA), 404);
  });

  it('answers 400 when a non-exceptional credit would change type, date or expiry, or the employee changes', async () => {
    const avant = await ligne(mensuel);
    const base = { nbJours: 2.5, date: '2026-03-31', exceptionnel: false };
    for (const change of [{ date: '2026-04-01' }, { type: 3 }, { dateExpiration: '2026-12-31' }]) {
      const body = expectApiError(await modifier(mensuel, corps(employe, { ...base, ...change }), o.as.adminA), 400);
      expect(body.message).toBe("Seul un crédit exceptionnel change de type, de date ou de date d'expiration");
    }
    expectApiError(await modifier(mensuel, corps(o.ids.salarieA.employeId, base), o.as.adminA), 400);
    expect(await ligne(mensuel)).toEqual(avant);
    const r = await modifier(mensuel, corps(employe, { ...base, nbJours: 3, commentaire: 'Rectifié' }), o.as.adminA);
    expect(r.status, r.raw.body).toBe(200);
    expect(await ligne(mensuel)).toMatchObject({ nbJours: 3, commentaire: 'Rectifié', exceptionnel: false });
  });

  it('answers 409 when lowering or deleting a credit the planned leave needs', async () => {
    // 4 + 3 = 7 credited, 5 planned: 2 to spare.
    const avant = await ligne();
    const body = expectApiError(
      await modifier(creditId, corps(employe, { nbJours: 1, date: '2026-02-01' }), o.as.adminA),
      409,
    );
    expect(body.message).toBe('Solde insuffisant : le solde futur de « Congés payés » serait de -1 j');
    expectApiError(await supprimer(creditId, o.as.adminA), 409);
    expect(await ligne()).toEqual(avant);
  });

  it('changes an exceptional credit, then deletes one that is not needed', async () => {
    const r = await modifier(
      creditId,
      corps(employe, { nbJours: 6, date: '2026-02-15', dateExpiration: '2040-01-01' }),
      o.as.adminA,
    );
    expect(r.status, r.raw.body).toBe(200);
    expect(soldeDe(r.body, 1)).toMatchObject({ solde: 9, soldeFutur: 4 });
    const d = await supprimer(mensuel, o.as.adminA);
    expect(d.status).toBe(200);
    expect(soldeDe(d.body, 1)).toMatchObject({ solde: 6, soldeFutur: 1 });
    expect(await ligne(mensuel)).toBeUndefined();
  });
});
