import { ajouterJours, apiRoutes, lundiDeLaSemaineDe, semaineDe } from '@roulement/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astreinte, historique } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildEmploye, buildUtilisateur } from '../../test/factories';
import { buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

const R = apiRoutes.astreinte;
const ADMIN = 'admin@astreinte.test';
const SIEGE = 'siege@astreinte.test';

let t: TestApp;
let api: ApiClient;
let e: Equipe;
const cadres: number[] = [];
const aujourdhui = todayInParis();
const lundiProchain = ajouterJours(lundiDeLaSemaineDe(aujourdhui), 7);
const [annee, mois] = lundiProchain.split('-').map(Number) as [number, number];

const planning = (who: string | null, id = e.etab.id, a = annee, m = mois) =>
  api.as(who).call(R.planning, { params: { id }, query: { _annee: a, _mois: m } });
const modifier = (who: string, date: string, employeId: number, id = e.etab.id) =>
  api.as(who).call(R.modifier, {
    body: { dateAModifier: date, employeIdAMettreDastreinte: employeId, etablissementIdDuPlanningAModifier: id },
  });
const jourDe = (date: string) =>
  t.db
    .select({ employeId: astreinte.employeId })
    .from(astreinte)
    .where(and(eq(astreinte.etablissementId, e.etab.id), eq(astreinte.jour, date)))
    .then((r) => r[0]?.employeId ?? null);

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 1 });
  await buildUtilisateur(t.db, { email: ADMIN, administrateurGlobal: true });
  const siege = await buildUtilisateur(t.db, { email: SIEGE });
  await buildEmploye(t.db, { utilisateurId: siege.id, etablissementId: e.siege.id, administrateur: true });
  for (const [i, jours] of [60, 60, 30].entries()) {
    const u = await buildUtilisateur(t.db, { email: `cadre${i}@astreinte.test`, telephonePro: `06000000${i}0` });
    const c = await buildEmploye(t.db, {
      utilisateurId: u.id,
      etablissementId: e.etab.id,
      contrat: { cadre: true, nbJoursAstreintesAnnuels: jours, dateDebut: '2020-01-01' },
    });
    cadres.push(c.id);
  }
});

afterAll(async () => {
  await t.close();
});

describe('reading the roster (spec §6: any role of the establishment)', () => {
  it('401 without a token', async () => {
    expectApiError((await planning(null)).raw, 401);
  });

  it.each([
    ['an employee', () => e.salarie.email],
    ['a service head', () => e.chef.email],
    ['an establishment administrator', () => e.admin.email],
    ['an administrator of the head office', () => SIEGE],
    ['the Administrateur', () => ADMIN],
  ])('200 for %s, on the planning and the summary', async (_, who) => {
    expect((await planning(who())).status).toBe(200);
    const r = await api.as(who()).call(R.resumeAnnuel, { params: { id: e.etab.id }, query: { _annee: annee } });
    expect(r.status).toBe(200);
  });

  it('404 outside the establishments, and for an unknown one', async () => {
    expectApiError((await planning(e.dehors.email)).raw, 404, 'NOT_FOUND');
    expectApiError((await planning(ADMIN, 999_999)).raw, 404, 'NOT_FOUND');
  });

  it.each([
    [{ _annee: 2022, _mois: 5 }],
    [{ _annee: 2026, _mois: 13 }],
    [{ _annee: 2026, _mois: 0 }],
    [{ _annee: 'x', _mois: 1 }],
    [{ _annee: 2026 }],
  ])('400 for the query %j', async (query) => {
    expectApiError(await api.as(ADMIN).callBrut(R.planning, { params: { id: e.etab.id }, query: query as never }), 400);
  });

  it('answers every week touching the month, Monday to Sunday, in one statement', async () => {
    const r = await planning(e.salarie.email, e.etab.id, 2026, 3);
    const semaines = r.body.astreintesHedbdomadaires;
    expect(semaines[0]!.semaine).toEqual({ numero: 9, semaine: '2026-02-23', annee: 2026 });
    expect(semaines.at(-1)!.semaine.semaine).toBe('2026-03-30');
    expect(Object.keys(semaines[0]!.planningDeLaSemaine)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const auth = await t.login(e.salarie.email);
    const n = await t.queries.during(() =>
      api.as(auth).call(R.planning, { params: { id: e.etab.id }, query: { _annee: 2026, _mois: 3 } }),
    );
    // One statement for the grid; the token check may add its own.
    const nAuth = await t.queries.during(() => api.as(auth).call(apiRoutes.etablissement.lister));
    expect(n).toBeLessThanOrEqual(nAuth);
  });
});

describe('days due and generation (editors only)', () => {
  it('answers the days due of the cadre contracts in force, prorated to the contract in the year', async () => {
    const u = await buildUtilisateur(t.db, { email: 'nouveau@astreinte.test' });
    const nouveau = await buildEmploye(t.db, {
      utilisateurId: u.id,
      etablissementId: e.etab.id,
      contrat: { cadre: true, nbJoursAstreintesAnnuels: 73, dateDebut: '2026-07-01' },
    });
    const r = await api.as(e.admin.email).call(R.dues, { params: { id: e.etab.id }, query: { _date: '2026-09-07' } });
    expect(r.status).toBe(200);
    expect(r.body[String(cadres[0])]).toBe(60);
    expect(r.body[String(cadres[2])]).toBe(30);
    expect(r.body[String(nouveau.id)]).toBeCloseTo((73 * 184) / 365, 1);
    expect(r.body[String(e.salarie.employeId)]).toBeUndefined();
    const avant = await api
      .as(e.admin.email)
      .call(R.dues, { params: { id: e.etab.id }, query: { _date: '2026-06-29' } });
    expect(avant.body[String(nouveau.id)]).toBeUndefined();
  });

  it.each(['2026-09-08', '2022-12-19', 'lundi'])('400 for the date %s', async (date) => {
    const r = await api.as(e.admin.email).callBrut(R.dues, { params: { id: e.etab.id }, query: { _date: date } });
    expectApiError(r, 400);
  });

  it('403 for a read-only user, 404 outside', async () => {
    const q = { params: { id: e.etab.id }, query: { _date: '2026-09-07' } };
    expectApiError((await api.as(e.salarie.email).call(R.dues, q)).raw, 403, 'FORBIDDEN');
    expectApiError((await api.as(e.chef.email).call(R.dues, q)).raw, 403, 'FORBIDDEN');
    expectApiError((await api.as(e.dehors.email).call(R.dues, q)).raw, 404, 'NOT_FOUND');
  });

  it('generates a model whose shares follow the days due', async () => {
    const body = {
      etablissementId: e.etab.id,
      nbJoursParEmployesParAn: { [cadres[0]!]: 60, [cadres[1]!]: 60, [cadres[2]!]: 30 },
    };
    const r = await api.as(SIEGE).call(R.generer, { params: { id: e.etab.id }, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.semaines).toHaveLength(5);
    const compte = (id: number) => r.body.semaines.filter((s) => s.employeId === id).length;
    expect([compte(cadres[0]!), compte(cadres[1]!), compte(cadres[2]!)]).toEqual([2, 2, 1]);
    expectApiError((await api.as(e.salarie.email).call(R.generer, { params: { id: e.etab.id }, body })).raw, 403);
  });

  it('400 for nobody owing days, a foreign employee or another establishment in the body', async () => {
    const gen = (body: object) =>
      api.as(e.admin.email).callBrut(R.generer, { params: { id: e.etab.id }, body: body as never });
    expectApiError(await gen({ etablissementId: e.etab.id, nbJoursParEmployesParAn: { [cadres[0]!]: 0 } }), 400);
    expectApiError(
      await gen({ etablissementId: e.etab.id, nbJoursParEmployesParAn: { [e.dehors.employeId]: 10 } }),
      400,
    );
    expectApiError(await gen({ etablissementId: e.autreEtab.id, nbJoursParEmployesParAn: { [cadres[0]!]: 10 } }), 400);
    expectApiError(await gen({ etablissementId: e.etab.id, nbJoursParEmployesParAn: { abc: 10 } }), 400);
  });
});

describe('publication', () => {
  const modele = () => [
    { ordre: 1, employeId: cadres[0]! },
    { ordre: 2, employeId: cadres[1]! },
    { ordre: 3, employeId: cadres[2]! },
  ];
  const publier = (who: string, dateMiseEnApplication: string, debutCyclePublication = 2) =>
    api.as(who).callBrut(R.publier, {
      params: { id: e.etab.id },
      body: {
        etablissementId: e.etab.id,
        modeleAPublier: { semaines: modele() },
        dateMiseEnApplication,
        debutCyclePublication,
      },
    });

  it('fills the roster from the Monday to the end of next year, from the start week, and audits it', async () => {
    await modifier(e.admin.email, ajouterJours(lundiProchain, 400), cadres[0]!);
    const r = await publier(e.admin.email, lundiProchain);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const horizon = `${Number(aujourdhui.slice(0, 4)) + 1}-12-31`;
    expect(r.body).toMatchObject({ du: lundiProchain, au: horizon });
    expect(await jourDe(lundiProchain)).toBe(cadres[1]);
    expect(await jourDe(ajouterJours(lundiProchain, 6))).toBe(cadres[1]);
    expect(await jourDe(ajouterJours(lundiProchain, 7))).toBe(cadres[2]);
    expect(await jourDe(ajouterJours(lundiProchain, 14))).toBe(cadres[0]);
    expect(await jourDe(horizon)).not.toBeNull();
    expect(await jourDe(ajouterJours(horizon, 1))).toBeNull();
    const audit = await t.db.select().from(historique).where(eq(historique.entite, 'astreinte'));
    expect(audit.some((h) => h.action === 'PUBLICATION' && h.etablissementId === e.etab.id)).toBe(true);
  });

  it('shows in the summary: days planned over the remaining time', async () => {
    const r = await api
      .as(e.salarie.email)
      .call(R.resumeAnnuel, { params: { id: e.etab.id }, query: { _annee: annee + 1 } });
    const total = r.body.employes.reduce((s, x) => s + x.nbJoursPrevusSurLeTempsRestant, 0);
    expect(total).toBe(annee + 1 === 2028 ? 366 : 365);
    const cadre = r.body.employes.find((x) => x.employeId === cadres[0])!;
    expect(cadre).toMatchObject({ nbJoursDusPourLannee: 60, nbJoursFaitsADate: 0 });
    expect(cadre.nbJoursWeekEndEtFeries).toBeGreaterThan(30);
    expect(cadre.couleur).toMatch(/^#[0-9A-F]{6}$/);
  });

  it.each([
    ['not a Monday', () => ajouterJours(lundiProchain, 1)],
    ['before 2022-12-26', () => '2022-12-19'],
    ['beyond the horizon', () => '2099-01-05'],
  ])('400 for a date %s', async (_, date) => {
    expectApiError(await publier(e.admin.email, date()), 400);
  });

  it('400 for a start week outside the model, 403 read-only, 404 outside', async () => {
    expectApiError(await publier(e.admin.email, lundiProchain, 9), 400);
    expectApiError(await publier(e.salarie.email, lundiProchain), 403, 'FORBIDDEN');
    expectApiError(await publier(e.dehors.email, lundiProchain), 404, 'NOT_FOUND');
  });
});

describe('day and week edits', () => {
  const mardi = ajouterJours(lundiProchain, 8);

  it('sets and clears a day', async () => {
    expect((await modifier(e.admin.email, mardi, e.salarie.employeId)).status).toBe(204);
    expect(await jourDe(mardi)).toBe(e.salarie.employeId);
    const r = await api.as(SIEGE).call(R.supprimer, { body: { dateAVider: mardi, etablissementId: e.etab.id } });
    expect(r.status).toBe(204);
    expect(await jourDe(mardi)).toBeNull();
  });

  it('sets and clears a week, shown as one person on all 7 days', async () => {
    const s = semaineDe(ajouterJours(lundiProchain, 7));
    const body = { ...s, employeId: cadres[2]!, etablissementId: e.etab.id };
    expect((await api.as(e.admin.email).call(R.modifierSemaine, { body })).status).toBe(204);
    const [a, m] = ajouterJours(lundiProchain, 7).split('-').map(Number) as [number, number];
    const grille = await planning(e.salarie.email, e.etab.id, a, m);
    const semaine = grille.body.astreintesHedbdomadaires.find((w) => w.semaine.numero === s.semaine)!;
    expect(new Set(Object.values(semaine.planningDeLaSemaine))).toEqual(new Set([cadres[2]]));
    expect(grille.body.employes.map((p) => p.employeId)).toContain(cadres[2]);
    const vider = await api.as(e.admin.email).call(R.supprimerSemaine, { body: { ...s, etablissementId: e.etab.id } });
    expect(vider.status).toBe(204);
    expect(await jourDe(ajouterJours(lundiProchain, 7))).toBeNull();
    expect(await jourDe(ajouterJours(lundiProchain, 13))).toBeNull();
  });

  it("without an establishment in the body, the one the actor administers (the spec's bodies name none)", async () => {
    const s = semaineDe(ajouterJours(lundiProchain, 14));
    const lundi = ajouterJours(lundiProchain, 14);
    const semaine = await api.as(e.admin.email).call(R.modifierSemaine, { body: { ...s, employe: cadres[1]! } });
    expect(semaine.status).toBe(204);
    expect(await jourDe(lundi)).toBe(cadres[1]);
    expect((await api.as(e.admin.email).call(R.supprimer, { body: { dateAVider: lundi } })).status).toBe(204);
    expect(await jourDe(lundi)).toBeNull();
    expect((await api.as(e.admin.email).call(R.supprimerSemaine, { body: s })).status).toBe(204);
    expect(await jourDe(ajouterJours(lundi, 6))).toBeNull();
    // The Administrateur administers no establishment in particular: the body must say which.
    const sansEtablissement = await api.as(ADMIN).call(R.supprimer, { body: { dateAVider: lundi } });
    expectApiError(sansEtablissement.raw, 400, 'BAD_REQUEST');
    const sansEmploye = await api.as(e.admin.email).call(R.modifierSemaine, { body: s });
    expectApiError(sansEmploye.raw, 400);
  });

  it('403 for a read-only user, 404 outside', async () => {
    expectApiError((await modifier(e.salarie.email, mardi, cadres[0]!)).raw, 403, 'FORBIDDEN');
    expectApiError((await modifier(e.chef.email, mardi, cadres[0]!)).raw, 403, 'FORBIDDEN');
    expectApiError((await modifier(e.dehors.email, mardi, cadres[0]!)).raw, 404, 'NOT_FOUND');
    const vider = await api
      .as(e.salarie.email)
      .call(R.supprimer, { body: { dateAVider: mardi, etablissementId: e.etab.id } });
    expectApiError(vider.raw, 403);
  });

  it.each([
    ['a date before 2022-12-26', { dateAModifier: '2022-12-25' }],
    ['an impossible date', { dateAModifier: '2026-02-30' }],
    ['an employee of another establishment', { employeIdAMettreDastreinte: -1 } as Record<string, unknown>],
    ['an id that is not one', { etablissementIdDuPlanningAModifier: 'x' }],
  ])('400 for %s', async (_, champ) => {
    const body = {
      dateAModifier: mardi,
      employeIdAMettreDastreinte: cadres[0]!,
      etablissementIdDuPlanningAModifier: e.etab.id,
      ...champ,
    };
    if ('employeIdAMettreDastreinte' in champ) body.employeIdAMettreDastreinte = e.dehors.employeId;
    expectApiError(await api.as(e.admin.email).callBrut(R.modifier, { body: body as never }), 400);
  });

  it.each([[{ semaine: 54, annee: 2026 }], [{ semaine: 51, annee: 2022 }], [{ semaine: 'x', annee: 2026 }]])(
    '400 for the week %j',
    async (s) => {
      const r = await api
        .as(e.admin.email)
        .callBrut(R.modifierSemaine, { body: { ...s, employeId: cadres[0]!, etablissementId: e.etab.id } as never });
      expectApiError(r, 400);
    },
  );

  it('serialises concurrent writers of one roster: a publication and day edits all succeed', async () => {
    const jour = ajouterJours(lundiProchain, 30);
    const reponses = await Promise.all([
      api.as(e.admin.email).callBrut(R.publier, {
        params: { id: e.etab.id },
        body: {
          etablissementId: e.etab.id,
          modeleAPublier: { semaines: [{ ordre: 1, employeId: cadres[0]! }] },
          dateMiseEnApplication: lundiProchain,
          debutCyclePublication: 1,
        },
      }),
      ...cadres.map((id) =>
        api.as(e.admin.email).callBrut(R.modifier, {
          body: { dateAModifier: jour, employeIdAMettreDastreinte: id, etablissementIdDuPlanningAModifier: e.etab.id },
        }),
      ),
    ]);
    expect(reponses.map((r) => r.status).sort()).toEqual([200, 204, 204, 204]);
    expect(cadres).toContain(await jourDe(jour));
  });

  it('accepts the week of 2022-12-26, the first one', async () => {
    const body = { semaine: 52, annee: 2022, employeId: cadres[0]!, etablissementId: e.etab.id };
    expect((await api.as(e.admin.email).call(R.modifierSemaine, { body })).status).toBe(204);
  });
});
