import { apiRoutes, type BodyInputOf, type Employe } from '@roulement/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conges, congesType } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, type Appelant, apiClient } from '../../test/api';
import {
  buildConges,
  buildCongesCredit,
  buildDemandeConges,
  buildEmploye,
  buildMembre,
  buildService,
} from '../../test/factories';
import { buildCreneau } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation, REFUS_GESTION_A } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let o: Organisation;
let e: number;
let api: ApiClient;

type Corps = BodyInputOf<typeof apiRoutes.conges.creer>;
const nbConges = async () => (await t.db.select({ n: count() }).from(conges))[0]!.n;
// 2035-06-04 is a Monday; 2035-06-10 a Sunday.
const corps = (overrides: Partial<Corps> = {}): Corps => ({
  employeId: e,
  type: 1,
  dateDebut: '2035-06-04',
  dateFin: '2035-06-09',
  demiJournee: 0,
  commentaire: null,
  ...overrides,
});
const creer = (body: Corps, qui: Appelant = null) => api.as(qui).call(apiRoutes.conges.creer, { body });
const soldeDe = (employe: Employe, type: number) =>
  employe.congesSoldes.find((s) => s.congesType.congesTypeId === type);

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  e = o.ids.salarieA.employeId;
  api = apiClient(t);
  await buildCongesCredit(t.db, { employeId: e, congesTypeId: 1, date: '2026-01-01', nbJours: 10 });
});
afterAll(() => t.close());

describe('GET /api/conges/types', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await api.as(null).call(apiRoutes.conges.types), 401);
  });

  it('lists the seven types of DOMAIN.md to any signed-in user', async () => {
    const types = (await api.as(o.as.salarieA).call(apiRoutes.conges.types)).body;
    expect(types.map((x) => [x.congesTypeId, x.label, x.avecSolde, x.modeDecompte])).toEqual([
      [1, 'Congés payés', true, 'OUVRABLES'],
      [2, 'Congés trimestriels', true, 'OUVRABLES'],
      [3, "Congés d'ancienneté", true, 'OUVRABLES'],
      [4, 'Maladie', false, 'CALENDAIRES'],
      [5, 'Congé exceptionnel', false, 'OUVRES'],
      [6, 'Congé sans solde', false, 'CALENDAIRES'],
      [7, 'Demi-journée / absence autorisée', false, 'OUVRES'],
    ]);
    expect(types.find((x) => x.congesTypeId === 4)).toMatchObject({
      chevauchementAutorise: true,
      demiJourneeAutorisee: false,
    });
    expect(types.find((x) => x.congesTypeId === 7)).toMatchObject({
      chevauchementAutorise: false,
      demiJourneeAutorisee: true,
    });
    expect(new Set(types.map((x) => x.couleur)).size).toBe(7);
  });
});

describe('POST /api/conges/evaluer', () => {
  const evaluer = (body: Corps, qui: Appelant = null) => api.as(qui).call(apiRoutes.conges.evaluer, { body });

  it('answers 401 without a token, 404 to another establishment', async () => {
    expectApiError(await evaluer(corps()), 401);
    expectApiError(await evaluer(corps(), o.as.adminB), 404);
  });

  it.each([
    ['paid leave Monday–Sunday (ouvrables)', { type: 1, dateFin: '2035-06-10' }, 6],
    ['exceptional leave Monday–Sunday (ouvrés)', { type: 5, dateFin: '2035-06-10' }, 5],
    ['illness Monday–Sunday (calendaires)', { type: 4, dateFin: '2035-06-10' }, 7],
    [
      'a fortnight with 1 May, Ascension (3 May) and 8 May',
      { type: 1, dateDebut: '2035-04-30', dateFin: '2035-05-12' },
      9,
    ],
    ['a morning (type 7)', { type: 7, dateDebut: '2035-06-05', dateFin: '2035-06-05', demiJournee: 1 }, 0.5],
    ['reversed dates, swapped', { type: 1, dateDebut: '2035-06-10', dateFin: '2035-06-04' }, 6],
  ] as const)('counts %s', async (_cas, overrides, jours) => {
    const r = await evaluer(corps(overrides), o.as.adminA);
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body).toBe(jours);
  });

  it('counts a PLANNING type by the days the employee has effective slots', async () => {
    const [type] = await t.db
      .insert(congesType)
      .values({ label: 'Selon planning', shortLabel: 'PL', couleur: '#123456', modeDecompte: 'PLANNING' })
      .returning();
    const cdd = await buildEmploye(t.db, { etablissementId: o.etab.a });
    const service = await buildService(t.db, { etablissementId: o.etab.a });
    const m = await buildMembre(t.db, { serviceId: service.id, employeId: cdd.id, heuresHebdo: 35 });
    const planning = { employeId: cdd.id, type: type!.id, dateDebut: '2035-06-04', dateFin: '2035-06-10' };
    expect((await evaluer(corps(planning), o.as.adminA)).body).toBe(0);
    const creneau = { serviceId: service.id, membreId: m.id };
    // Two slots on Saturday (morning and evening) count once; a recovery slot is not work.
    for (const [date, heureDebut] of [
      ['2035-06-05', 420],
      ['2035-06-09', 420],
      ['2035-06-09', 900],
      ['2035-06-10', 420],
    ] as const)
      await buildCreneau(t.db, { ...creneau, date, heureDebut, heureFin: heureDebut + 420 });
    await buildCreneau(t.db, { ...creneau, date: '2035-06-06', type: 'CreneauDeRecuperation' });
    await buildCreneau(t.db, { ...creneau, date: '2035-06-12' });
    expect((await evaluer(corps(planning), o.as.adminA)).body).toBe(3);
    const r = await creer(corps(planning), o.as.adminA);
    expect(r.status, r.raw.body).toBe(201);
    expect(r.body.conges.find((c) => c.type.congesTypeId === type!.id)?.nbJours).toBe(3);
  });

  it('answers whoever sees the employee: themself and a colleague', async () => {
    expect((await evaluer(corps(), o.as.salarieA)).body).toBe(6);
    expect((await evaluer(corps(), o.as.collegueA)).body).toBe(6);
  });

  it.each([
    ['type', { type: 99 }, 'Type de congé inconnu'],
    ['demiJournee', { demiJournee: 1, dateFin: '2035-06-04' }, 'Ce type de congé ne se pose pas à la demi-journée'],
    ['demiJournee', { type: 7, demiJournee: 2 }, 'Une demi-journée porte sur un seul jour'],
    ['demiJournee', { type: 7, demiJournee: 3 }, 'Demi-journée invalide (0, 1 ou 2)'],
    ['dateFin', { dateFin: '2036-06-04' }, 'Un congé ne peut pas dépasser 366 jours'],
    ['dateDebut', { dateDebut: '04/06/2035' }, 'Date invalide (AAAA-MM-JJ attendu)'],
    ['employeId', { employeId: undefined }, 'Identifiant invalide'],
  ])('answers 400 for %s: « %s »', async (champ, overrides, message) => {
    const invalide = { ...corps(), ...overrides };
    const body = expectApiError(await api.as(o.as.adminA).callBrut(apiRoutes.conges.evaluer, { body: invalide }), 400);
    expect(body.fieldErrors?.[champ]).toBe(message);
  });
});

describe('POST /api/conges', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await creer(corps()), 401);
  });

  it.each([...REFUS_GESTION_A, ['salarieA', 403]] as const)(
    'answers %s with %i, writing nothing',
    async (qui, statut) => {
      const avant = await nbConges();
      expectApiError(await creer(corps(), o.as[qui]), statut);
      expect(await nbConges()).toBe(avant);
    },
  );

  it.each([
    ['dateFin', { dateFin: undefined }, 'Date obligatoire'],
    ['type', { type: 'CP' }, 'Identifiant invalide'],
    ['commentaire', { commentaire: 'x'.repeat(2001) }, '2000 caractères au plus'],
    [
      'dateFin',
      { dateDebut: '2035-06-10', dateFin: '2035-06-10' },
      'La période ne contient aucun jour décompté pour ce type de congé',
    ],
  ])('answers 400 for %s: « %s », writing nothing', async (champ, overrides, message) => {
    const avant = await nbConges();
    const invalide = { ...corps(), ...overrides };
    const body = expectApiError(await api.as(o.as.adminA).callBrut(apiRoutes.conges.creer, { body: invalide }), 400);
    expect(body.fieldErrors?.[champ]).toBe(message);
    expect(await nbConges()).toBe(avant);
  });

  it('enters the leave and answers the employee with the new balance', async () => {
    const r = await creer(corps({ commentaire: 'Vacances' }), o.as.adminA);
    expect(r.status, r.raw.body).toBe(201);
    const employe = r.body;
    expect(employe.conges[0]).toMatchObject({
      type: { congesTypeId: 1 },
      dateDebut: '2035-06-04',
      dateFin: '2035-06-09',
      nbJours: 6,
      demiJournee: 0,
      demiJourneeLabel: null,
      dateDemande: todayInParis(),
      demandeCongesId: null,
      commentaire: 'Vacances',
      abilities: { modifier: true, supprimer: true },
    });
    expect(soldeDe(employe, 1)).toMatchObject({ solde: 10, soldeFutur: 4 });
  });

  it('answers 409 for days already on leave, naming the leave, and writes nothing', async () => {
    const avant = await nbConges();
    const body = expectApiError(
      await creer(corps({ type: 5, dateDebut: '2035-06-08', dateFin: '2035-06-12' }), o.as.adminA),
      409,
    );
    expect(body.message).toBe('Ce congé chevauche le congé « Congés payés » du 04/06/2035 au 09/06/2035');
    expect(await nbConges()).toBe(avant);
  });

  it('lets illness (type 4) overlap other leave, but not other leave overlap illness (spec §5)', async () => {
    expect((await creer(corps({ type: 4, dateDebut: '2035-06-06', dateFin: '2035-06-15' }), o.as.adminA)).status).toBe(
      201,
    );
    // Paid leave on sick-leave days: the form refuses those days, so does the API.
    const apres = await creer(corps({ type: 1, dateDebut: '2035-06-13', dateFin: '2035-06-14' }), o.as.adminA);
    expect(expectApiError(apres, 409).message).toBe(
      'Ce congé chevauche le congé « Maladie » du 06/06/2035 au 15/06/2035',
    );
  });

  it('takes a morning and an afternoon of one day, not two mornings', async () => {
    const matin = await creer(
      corps({ type: 7, dateDebut: '2035-07-02', dateFin: '2035-07-02', demiJournee: 1 }),
      o.as.adminA,
    );
    expect(matin.status).toBe(201);
    expect(matin.body.conges.find((c) => c.dateDebut === '2035-07-02')).toMatchObject({
      nbJours: 0.5,
      demiJourneeLabel: 'Matin',
    });
    const apresMidi = await creer(
      corps({ type: 7, dateDebut: '2035-07-02', dateFin: '2035-07-02', demiJournee: 2 }),
      o.as.adminA,
    );
    expect(apresMidi.status).toBe(201);
    expectApiError(
      await creer(corps({ type: 7, dateDebut: '2035-07-02', dateFin: '2035-07-02', demiJournee: 1 }), o.as.adminA),
      409,
    );
  });

  it('answers 409 « Solde insuffisant » when the future balance would go below zero, and writes nothing', async () => {
    const avant = await nbConges();
    // 4 days left; two weeks of paid leave would take 12.
    const body = expectApiError(
      await creer(corps({ dateDebut: '2035-09-03', dateFin: '2035-09-15' }), o.as.adminA),
      409,
    );
    expect(body.message).toBe('Solde insuffisant : le solde futur de « Congés payés » serait de -8 j');
    expect(await nbConges()).toBe(avant);
    // Leave without a balance is not limited.
    expect((await creer(corps({ type: 6, dateDebut: '2035-09-03', dateFin: '2035-10-15' }), o.as.adminA)).status).toBe(
      201,
    );
  });

  it('lets only one of two simultaneous leave entries over the same days through', async () => {
    const id = (await buildEmploye(t.db, { etablissementId: o.etab.a })).id;
    await buildCongesCredit(t.db, { employeId: id, congesTypeId: 1, date: '2026-01-01', nbJours: 30 });
    const reponses = await Promise.all([
      creer(corps({ employeId: id, dateDebut: '2035-10-01', dateFin: '2035-10-05' }), o.as.adminA),
      creer(corps({ employeId: id, type: 5, dateDebut: '2035-10-03', dateFin: '2035-10-04' }), o.as.adminSiege),
    ]);
    expect(reponses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(conges).where(eq(conges.employeId, id))).toHaveLength(1);
  });

  it('refuses leave after the expiry of the credit that would have covered it', async () => {
    const id = (await buildEmploye(t.db, { etablissementId: o.etab.a })).id;
    await buildCongesCredit(t.db, {
      employeId: id,
      congesTypeId: 2,
      date: '2035-01-01',
      nbJours: 6,
      dateExpiration: '2035-03-31',
    });
    expect(
      (await creer(corps({ employeId: id, type: 2, dateDebut: '2035-03-26', dateFin: '2035-03-28' }), o.as.adminA))
        .status,
    ).toBe(201);
    const body = expectApiError(
      await creer(corps({ employeId: id, type: 2, dateDebut: '2035-04-02', dateFin: '2035-04-03' }), o.as.adminA),
      409,
    );
    expect(body.message).toContain('Solde insuffisant');
  });
});

describe('PUT and DELETE /api/conges/:congesId', () => {
  let employe: number;
  let congesId: number;
  let depuisDemande: number;
  const modifier = (body: Corps, qui: Appelant = null, id = congesId) =>
    api.as(qui).call(apiRoutes.conges.modifier, { params: { congesId: id }, body });
  const supprimer = (qui: Appelant = null, id = congesId) =>
    api.as(qui).call(apiRoutes.conges.supprimer, { params: { congesId: id } });
  const ligne = async (id = congesId) => (await t.db.select().from(conges).where(eq(conges.id, id)))[0];

  beforeAll(async () => {
    employe = (await buildEmploye(t.db, { etablissementId: o.etab.a })).id;
    await buildCongesCredit(t.db, { employeId: employe, congesTypeId: 1, date: '2026-01-01', nbJours: 8 });
    congesId = (
      await buildConges(t.db, { employeId: employe, congesTypeId: 1, dateDebut: '2035-06-04', dateFin: '2035-06-09' })
    ).id;
    depuisDemande = (
      await buildConges(t.db, {
        employeId: employe,
        congesTypeId: 5,
        dateDebut: '2035-08-06',
        demandeCongesId: (
          await buildDemandeConges(t.db, {
            employeId: employe,
            statutId: 2,
            conges: { congesTypeId: 5, dateDebut: '2035-08-06', dateFin: '2035-08-06' },
          })
        ).id,
      })
    ).id;
  });
  const modif = (overrides: Partial<Corps> = {}) => corps({ employeId: employe, ...overrides });

  it('answers 401, then 403 or 404 by role, changing nothing', async () => {
    const avant = await ligne();
    expectApiError(await modifier(modif()), 401);
    expectApiError(await supprimer(), 401);
    for (const [qui, statut] of REFUS_GESTION_A) {
      expectApiError(await modifier(modif({ dateFin: '2035-06-05' }), o.as[qui]), statut);
      expectApiError(await supprimer(o.as[qui]), statut);
    }
    expect(await ligne()).toEqual(avant);
  });

  it('answers 404 for an unknown leave', async () => {
    expectApiError(await modifier(modif(), o.as.adminA, 999_999), 404);
    expectApiError(await supprimer(o.as.adminA, 999_999), 404);
  });

  it('answers 409 for a leave that comes from a request, and leaves it as it is', async () => {
    const avant = await ligne(depuisDemande);
    const body = expectApiError(
      await modifier(modif({ type: 5, dateDebut: '2035-08-07', dateFin: '2035-08-07' }), o.as.adminA, depuisDemande),
      409,
    );
    expect(body.message).toBe("Ce congé vient d'une demande : il ne se modifie ni ne se supprime ici");
    expectApiError(await supprimer(o.as.adminA, depuisDemande), 409);
    expect(await ligne(depuisDemande)).toEqual(avant);
  });

  it('answers 400 when the body moves the leave to another employee', async () => {
    expectApiError(await modifier(modif({ employeId: e }), o.as.adminA), 400);
  });

  it('answers 409 when the change would overdraw the balance, changing nothing', async () => {
    const avant = await ligne();
    const body = expectApiError(await modifier(modif({ dateFin: '2035-06-16' }), o.as.adminA), 409);
    expect(body.message).toBe('Solde insuffisant : le solde futur de « Congés payés » serait de -4 j');
    expect(await ligne()).toEqual(avant);
  });

  it('changes the leave, counting its days again (its own days are no overlap)', async () => {
    const r = await modifier(modif({ dateDebut: '2035-06-05', dateFin: '2035-06-12' }), o.as.adminSiege);
    expect(r.status, r.raw.body).toBe(200);
    const e1 = r.body;
    expect(e1.conges.find((c) => c.congesId === congesId)).toMatchObject({
      dateDebut: '2035-06-05',
      dateFin: '2035-06-12',
      nbJours: 7,
    });
    expect(soldeDe(e1, 1)?.soldeFutur).toBe(1);
    // To a type without balance: the paid leave comes back.
    const e2 = (await modifier(modif({ type: 5, dateDebut: '2035-06-05', dateFin: '2035-06-12' }), o.as.adminA)).body;
    expect(e2.conges.find((c) => c.congesId === congesId)).toMatchObject({ nbJours: 6, type: { congesTypeId: 5 } });
    expect(soldeDe(e2, 1)?.soldeFutur).toBe(8);
  });

  it('deletes the leave', async () => {
    const r = await supprimer(o.as.adminA);
    expect(r.status).toBe(200);
    expect(r.body.conges.map((c) => c.congesId)).toEqual([depuisDemande]);
    expect(await ligne()).toBeUndefined();
  });
});
