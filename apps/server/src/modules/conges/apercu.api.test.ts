import { apiRoutes, type QueryInputOf } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type Appelant, apiClient } from '../../test/api';
import {
  buildConges,
  buildEmploye,
  buildEtablissement,
  buildMembre,
  buildService,
  buildUtilisateur,
} from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let o: Organisation;
let api: ApiClient;
let serviceA: number;
let serviceB: number;
let membreA: number;

type Mensuel = QueryInputOf<typeof apiRoutes.conges.apercuMensuel>;
const mensuel = (query: Mensuel, qui: Appelant = o.as.salarieA) =>
  api.as(qui).call(apiRoutes.conges.apercuMensuel, { query });
const novembre = (overrides: Partial<Mensuel> = {}): Mensuel => ({
  _etablissementId: o.etab.a,
  _annee: 2026,
  _mois: 11,
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  api = apiClient(t);
  const salarie = o.ids.salarieA.employeId;
  // A half day, and sick leave over paid leave (type 4 may overlap).
  await buildConges(t.db, { employeId: salarie, congesTypeId: 7, dateDebut: '2026-11-03', demiJournee: 1 });
  await buildConges(t.db, { employeId: salarie, congesTypeId: 1, dateDebut: '2026-11-09', dateFin: '2026-11-14' });
  await buildConges(t.db, { employeId: salarie, congesTypeId: 4, dateDebut: '2026-11-12', dateFin: '2026-11-20' });
  // Outside the month, and in another establishment.
  await buildConges(t.db, { employeId: salarie, congesTypeId: 1, dateDebut: '2026-12-07' });
  await buildConges(t.db, { employeId: o.ids.adminB.employeId, congesTypeId: 1, dateDebut: '2026-11-10' });
  serviceA = (await buildService(t.db, { etablissementId: o.etab.a, nom: 'Foyer' })).id;
  membreA = (await buildEmploye(t.db, { etablissementId: o.etab.a })).id;
  await buildMembre(t.db, { serviceId: serviceA, employeId: membreA });
  serviceB = (await buildService(t.db, { etablissementId: o.etab.b })).id;
});
afterAll(() => t.close());

describe('GET /api/conges/apercu/mensuel', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await mensuel(novembre(), null), 401);
  });

  it.each(['salarieA', 'collegueA', 'directeurA', 'comptableA', 'adminA', 'adminSiege', 'admin'] as const)(
    'shows the establishment to %s',
    async (qui) => {
      const r = await mensuel(novembre(), o.as[qui]);
      expect(r.status, r.raw.body).toBe(200);
      expect(r.body.dateDebut).toBe('2026-11-01');
      expect(r.body.dateFin).toBe('2026-11-30');
    },
  );

  it('answers 404 for an establishment the user has no role in, or that does not exist', async () => {
    expectApiError(await mensuel(novembre(), o.as.adminB), 404, 'NOT_FOUND');
    expectApiError(await mensuel(novembre({ _etablissementId: o.etab.b }), o.as.salarieA), 404);
    expectApiError(await mensuel(novembre({ _etablissementId: 999_999 }), o.as.admin), 404);
  });

  it.each([
    [{ _mois: 13 }, '_mois', 'Mois invalide (1 à 12)'],
    [{ _mois: 0 }, '_mois', 'Mois invalide (1 à 12)'],
    [{ _mois: 'mai' }, '_mois', 'Mois invalide (1 à 12)'],
    [{ _annee: 1999 }, '_annee', 'Année invalide (2000 à 2100)'],
    [{ _annee: 2101 }, '_annee', 'Année invalide (2000 à 2100)'],
    [{ _etablissementId: 'x' }, '_etablissementId', 'Identifiant invalide'],
  ])('answers a French 400 for %o', async (bad, champ, message) => {
    const r = await mensuel(novembre(bad as Partial<Mensuel>));
    const erreur = expectApiError(r, 400);
    expect(JSON.stringify(erreur)).toContain(message);
    expect(JSON.stringify(erreur)).toContain(champ);
  });

  it('answers an establishment without employees with an empty table, not a 404', async () => {
    const vide = await buildEtablissement(t.db, { raisonSociale: 'Sans personne' });
    const r = await mensuel(novembre({ _etablissementId: vide.id }), o.as.admin);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ employes: [] });
  });

  it('lists the employees under contract with their days: a half day, two leaves on one day', async () => {
    const r = await mensuel(novembre());
    const noms = r.body.employes.map((e) => e.employeId);
    expect(noms).toContain(o.ids.salarieA.employeId);
    expect(noms).toContain(membreA);
    expect(noms).not.toContain(o.ids.adminB.employeId);
    const salarie = r.body.employes.find((e) => e.employeId === o.ids.salarieA.employeId)!;
    const { absences } = salarie;
    expect(absences['2026-11-03']).toEqual({
      premier: { congesTypeId: 7, couleur: '#00ACC1', shortLabel: 'DJ', demiJournee: 1 },
      second: null,
    });
    expect(absences['2026-11-09']?.second).toBeNull();
    expect(absences['2026-11-12']).toEqual({
      premier: { congesTypeId: 1, couleur: '#43A047', shortLabel: 'CP', demiJournee: 0 },
      second: { congesTypeId: 4, couleur: '#E53935', shortLabel: 'MAL', demiJournee: 0 },
    });
    expect(absences['2026-11-20']?.premier.congesTypeId).toBe(4);
    expect(Object.keys(absences)).toHaveLength(1 + 6 + 6);
    expect(Object.keys(absences).every((d) => d.startsWith('2026-11-'))).toBe(true);
  });

  it('limits the table to the members of a service with _serviceId', async () => {
    const r = await mensuel(novembre({ _serviceId: serviceA }));
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body.employes.map((e) => e.employeId)).toEqual([membreA]);
  });

  it('answers 404 for a service of another establishment, or one the user cannot see', async () => {
    expectApiError(await mensuel(novembre({ _serviceId: serviceB }), o.as.admin), 404);
    expectApiError(await mensuel(novembre({ _serviceId: serviceB }), o.as.salarieA), 404);
    expectApiError(await mensuel(novembre({ _serviceId: 999_999 }), o.as.salarieA), 404);
  });

  it('reads a month in the same number of statements whatever the number of employees', async () => {
    const avant = await t.queries.during(() => mensuel(novembre()));
    const u = await buildUtilisateur(t.db);
    for (let i = 0; i < 5; i++) {
      const e = await buildEmploye(t.db, { etablissementId: o.etab.a, utilisateurId: i === 0 ? u.id : undefined });
      await buildConges(t.db, { employeId: e.id, congesTypeId: 1, dateDebut: '2026-11-16', dateFin: '2026-11-20' });
    }
    const apres = await t.queries.during(async () => {
      const r = await mensuel(novembre());
      expect(r.body.employes.length).toBeGreaterThanOrEqual(8);
    });
    expect(apres).toBe(avant);
    expect(apres).toBeLessThanOrEqual(2);
  });
});

describe('GET /api/conges/apercu/trimestriel', () => {
  const trimestriel = (query: QueryInputOf<typeof apiRoutes.conges.apercuTrimestriel>, qui: Appelant) =>
    api.as(qui).call(apiRoutes.conges.apercuTrimestriel, { query });

  it('covers 13 ISO weeks from the given one, with the leave of each employee', async () => {
    const r = await trimestriel({ _etablissementId: o.etab.a, _annee: 2026, _semaine: 45 }, o.as.salarieA);
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body.dateDebut).toBe('2026-11-02');
    expect(r.body.dateFin).toBe('2027-01-31');
    const salarie = r.body.employes.find((e) => e.employeId === o.ids.salarieA.employeId)!;
    expect(salarie.absences['2026-12-07']?.premier.shortLabel).toBe('CP');
    expect(salarie.absences['2026-11-03']?.premier.demiJournee).toBe(1);
  });

  it('answers 404 outside scope and 400 for a week the year does not have', async () => {
    expectApiError(await trimestriel({ _etablissementId: o.etab.a, _annee: 2026, _semaine: 45 }, o.as.adminB), 404);
    const r = await trimestriel({ _etablissementId: o.etab.a, _annee: 2026, _semaine: 54 }, o.as.salarieA);
    expect(JSON.stringify(expectApiError(r, 400))).toContain('Semaine invalide');
    expectApiError(await trimestriel({ _etablissementId: o.etab.a, _annee: 1990, _semaine: 2 }, o.as.salarieA), 400);
  });
});
