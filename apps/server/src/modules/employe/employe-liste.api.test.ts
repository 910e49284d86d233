import { apiRoutes } from '@roulement/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employe, utilisateur } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, type Appelant, apiClient } from '../../test/api';
import { buildConges, buildEmploye, buildEtablissement, buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let o: Organisation;
const _aujourdhui = todayInParis();

let api: ApiClient;

/** An employee of A with a user named as given. */
async function employeNomme(
  prenom: string,
  nom: string,
  contrat: NonNullable<Parameters<typeof buildEmploye>[1]>['contrat'],
) {
  const u = await buildUtilisateur(t.db, { prenom, nom });
  return buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.a, contrat });
}

let statuts: Record<'present' | 'aVenir' | 'enregistre' | 'sorti' | 'tiret', number>;

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  api = apiClient(t);
  statuts = {
    present: (await employeNomme('Élodie', 'Lefèvre', { dateDebut: '2020-01-01', metierId: 2 })).id,
    aVenir: (
      await employeNomme('Zoé', 'Abadie', {
        contratTypeId: 2,
        dateDebut: '2035-01-01',
        dateFin: '2035-06-30',
      })
    ).id,
    enregistre: (await employeNomme('Bruno', 'Ébène', null)).id,
    sorti: (
      await employeNomme('Yves', 'Martin', {
        contratTypeId: 2,
        dateDebut: '2019-01-01',
        dateFin: '2020-12-31',
      })
    ).id,
    tiret: (await employeNomme('Jean-Pierre', "d'Arc", { dateDebut: '2021-03-01' })).id,
  };
});
afterAll(() => t.close());

describe('GET /api/employe/etablissement/:id', () => {
  const lister = (id: number, qui: Appelant = null) =>
    api.as(qui).call(apiRoutes.employe.listerParEtablissement, { params: { id } });

  it('answers 401 without a token', async () => {
    expectApiError(await lister(o.etab.a), 401);
  });

  it.each([
    ['salarieA', 403],
    ['directeurA', 403],
    ['comptableA', 403],
    ['adminB', 404],
  ] as const)('answers %s with %i', async (qui, statut) => {
    expectApiError(await lister(o.etab.a, o.as[qui]), statut);
  });

  it('answers 404 for an unknown establishment', async () => {
    expectApiError(await lister(999_999, o.as.admin), 404);
  });

  it.each(['adminA', 'adminSiege', 'admin'] as const)(
    'lists every employee of A, sorted by name, for %s',
    async (qui) => {
      const r = await lister(o.etab.a, o.as[qui]);
      expect(r.status).toBe(200);
      const list = r.body;
      const noms = list.map((e) => e.utilisateur.nom);
      // French order: « Ébène » with the E, « d'Arc » with the D.
      expect(noms.indexOf('Abadie')).toBe(0);
      expect(noms.indexOf("d'Arc")).toBeLessThan(noms.indexOf('Ébène'));
      expect(noms.indexOf('Ébène')).toBeLessThan(noms.indexOf('Lefèvre'));
      expect(noms.indexOf('Lefèvre')).toBeLessThan(noms.indexOf('Martin'));
      expect(list.map((e) => e.employeId)).not.toContain(o.ids.adminB.employeId);
      expect(list).toHaveLength(9);
    },
  );

  it('gives each employee the status of their contracts and the current job', async () => {
    const list = (await lister(o.etab.a, o.as.adminA)).body;
    const de = (id: number) => list.find((e) => e.employeId === id);
    expect(de(statuts.present)).toMatchObject({
      status: 'Présent(e)',
      complementStatus: null,
      metier: 'Moniteur éducateur',
    });
    expect(de(statuts.aVenir)).toMatchObject({ status: 'A venir', complementStatus: 'à compter du 01/01/2035' });
    expect(de(statuts.enregistre)).toMatchObject({ status: 'Enregistré(e)', metier: null });
    expect(de(statuts.sorti)).toMatchObject({ status: 'Sorti(e)', complementStatus: 'depuis le 31/12/2020' });
  });

  it('costs the same number of queries for 10 or 30 employees', async () => {
    const etab = await buildEtablissement(t.db, { associationId: o.etab.associationId, siegeSocialId: o.etab.siege });
    const ajouter = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const e = await buildEmploye(t.db, {
          etablissementId: etab.id,
          contrat: { dateDebut: '2020-01-01', dateFin: null },
        });
        await buildConges(t.db, { employeId: e.id, dateDebut: '2026-02-02' });
      }
    };
    await ajouter(10);
    const peu = await t.queries.during(async () => {
      expect((await lister(etab.id, o.as.adminSiege)).body).toHaveLength(10);
    });
    await ajouter(20);
    const beaucoup = await t.queries.during(async () => {
      expect((await lister(etab.id, o.as.adminSiege)).body).toHaveLength(30);
    });
    expect(beaucoup).toBe(peu);
    // The establishment (permission), the employees, their contracts.
    expect(peu).toBe(3);
  });
});

describe('GET /api/employe?_recherche&_etablissementId', () => {
  const chercher = (terme: string, etablissementId: number, qui: Appelant = null) =>
    api.as(qui).call(apiRoutes.employe.rechercher, { query: { _recherche: terme, _etablissementId: etablissementId } });
  const trouves = async (terme: string) => {
    const r = await chercher(terme, o.etab.a, o.as.adminA);
    expect(r.status, r.raw.body).toBe(200);
    return r.body.map((e) => e.employeId);
  };

  it('answers 401 without a token, 403 to a plain employee, 404 to another establishment’s administrator', async () => {
    expectApiError(await chercher('lefevre', o.etab.a), 401);
    expectApiError(await chercher('lefevre', o.etab.a, o.as.salarieA), 403);
    expectApiError(await chercher('lefevre', o.etab.a, o.as.adminB), 404);
  });

  it('answers 400 without an establishment', async () => {
    const body = expectApiError(
      await api.as(o.as.adminA).callBrut(apiRoutes.employe.rechercher, { query: { _recherche: 'a' } }),
      400,
    );
    expect(body.fieldErrors?._etablissementId).toBeDefined();
  });

  it.each([
    ['élodie', 'present'],
    ['ELODIE', 'present'],
    ['lefevre', 'present'],
    ['Lefèvre Élodie', 'present'],
    ['  elo   lef ', 'present'],
    ['jean pierre', 'tiret'],
    ['Jean-Pierre', 'tiret'],
    ["d'arc", 'tiret'],
    ['ebene', 'enregistre'],
  ] as const)('finds « %s » whatever the accents, case and word order', async (terme, qui) => {
    expect(await trouves(terme)).toEqual([statuts[qui]]);
  });

  it('treats % and _ as letters, and finds nobody for a name of another establishment', async () => {
    expect(await trouves('%')).toEqual([]);
    expect(await trouves('_')).toEqual([]);
    const autre = await buildUtilisateur(t.db, { prenom: 'Unique', nom: 'Ailleurs' });
    await buildEmploye(t.db, { utilisateurId: autre.id, etablissementId: o.etab.b });
    expect(await trouves('ailleurs')).toEqual([]);
  });

  it('lists the whole establishment, sorted by name, for an empty term', async () => {
    // The four people of the organisation are named « Nom<n> » by the builders, after « Martin ».
    const organisation = [o.ids.adminA, o.ids.salarieA, o.ids.collegueA, o.ids.directeurA].map((x) => x.employeId);
    const noms = await t.db
      .select({ id: employe.id, nom: utilisateur.nom })
      .from(employe)
      .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
      .where(inArray(employe.id, organisation));
    // French order with numbers by value (Nom9 before Nom10), as every list of people.
    const parNom = noms.sort((x, y) => x.nom.localeCompare(y.nom, 'fr', { numeric: true })).map((x) => x.id);
    expect(await trouves('')).toEqual([
      statuts.aVenir,
      statuts.tiret,
      statuts.enregistre,
      statuts.present,
      statuts.sorti,
      ...parNom,
    ]);
  });

  it('follows a change of name (the searchable form is kept by PUT /utilisateur)', async () => {
    const u = await buildUtilisateur(t.db, { prenom: 'Avant', nom: 'Renommé', email: 'renomme@test.local' });
    const e = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.a });
    const r = await api.as(o.as.admin).call(apiRoutes.auth.modifier, {
      params: { id: u.id },
      body: { genre: 'Mme', nom: 'Çelik', prenom: 'Anaïs', dateDeNaissance: null, telephonePro: null },
    });
    expect(r.status).toBe(200);
    expect(await trouves('anais celik')).toEqual([e.id]);
    expect(await trouves('renomme')).toEqual([]);
  });
});
