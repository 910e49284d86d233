import { ajouterJours, apiRoutes, lundiDeLaSemaineDe, type RouteDefinition, semaineDe } from '@roulement/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demande, employe, etablissement, service, utilisateur } from '../db/schema';
import { seedDemo } from '../db/seed/demo';
import { type ApiClient, apiClient, type CallOptions } from './api';
import { buildTestApp, type TestApp } from './test-app';

/*
 * Issue 24: the reads rewritten from nested JSON to plain typed selects answer exactly what they
 * answered before. The snapshot beside this file was written by the reads before the rewrite, on
 * the demo data loaded on a fixed day; timestamps the database stamps are masked.
 */
const AUJOURDHUI = new Date('2026-11-25T09:00:00Z');

let t: TestApp;
let api: ApiClient;
let admin: ReturnType<ApiClient['as']>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: AUJOURDHUI });
  t = await buildTestApp();
  await seedDemo(t.db);
  api = apiClient(t);
  admin = api.as('admin@demo.test');
}, 180_000);
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const HORODATAGE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)?$/;
const sansHorodatage = (valeur: unknown): unknown =>
  JSON.parse(JSON.stringify(valeur), (_, v) => (typeof v === 'string' && HORODATAGE.test(v) ? '<horodatage>' : v));

const lundi = lundiDeLaSemaineDe('2026-11-25');
const semaines = [-7, 0, 7].map((decalage) => {
  const s = semaineDe(ajouterJours(lundi, decalage));
  return { _annee: s.annee, _semaine: s.semaine };
});

/** The ids of a table, in order. */
const idsDe = async (
  table: typeof service | typeof utilisateur | typeof employe | typeof etablissement | typeof demande,
) =>
  (
    await t.db
      .select({ id: table.id })
      .from(table as typeof service)
      .orderBy(asc(table.id))
  ).map((r) => r.id);

/** Each call's status and body, timestamps masked, against the snapshot file `nom`. */
async function comparer<R extends RouteDefinition>(
  nom: string,
  ids: number[],
  options: (id: number) => CallOptions<R>[],
  route: R,
) {
  const lu: unknown[] = [];
  for (const id of ids)
    for (const o of options(id)) {
      const r = await admin.call(route, o);
      lu.push({ id, ...(o.query ? { query: o.query } : {}), status: r.status, body: r.raw.json() });
    }
  await expect(JSON.stringify(sansHorodatage(lu), null, 1)).toMatchFileSnapshot(
    `__snapshots__/lectures-demo.${nom}.json`,
  );
}

const cas = <R extends RouteDefinition>(
  nom: string,
  table: Parameters<typeof idsDe>[0],
  route: R,
  options: (id: number) => CallOptions<R>[],
) => ({ nom, lire: async () => comparer(nom, await idsDe(table), options, route) });

// Some hundred calls each: generous on a busy two-core machine.
describe('the reads rewritten by issue 24, on the demo data', { timeout: 120_000 }, () => {
  it.each([
    cas('semaines', service, apiRoutes.planning.creneauxServiceSemaine, (serviceId) =>
      semaines.map((query) => ({ params: { serviceId }, query })),
    ),
    cas('mon-planning', utilisateur, apiRoutes.planning.creneauxUtilisateur, (id) =>
      semaines.map((query) => ({ params: { id }, query })),
    ),
    cas('fiches', employe, apiRoutes.employe.lire, (id) => [{ params: { id } }]),
    cas('employes', etablissement, apiRoutes.employe.listerParEtablissement, (id) => [{ params: { id } }]),
    cas('demandes', demande, apiRoutes.demande.detail, (demandeId) => [{ params: { demandeId } }]),
  ])('answers the $nom as before', ({ lire }) => lire());
});

/**
 * 'À valider' and its badge, as each user of the demo sees them: decided by the request policy
 * since the copies of migration 0021 were dropped (decision 098), against the snapshot the SQL
 * rule wrote before.
 */
it('answers every user’s « À valider » and badges as before', { timeout: 120_000 }, async () => {
  const utilisateurs = await t.db.select({ email: utilisateur.email }).from(utilisateur).orderBy(asc(utilisateur.id));
  const requetes = [
    { _page: 0, _taille: 5, _recherche: '' },
    { _page: 1, _taille: 5, _recherche: '' },
    { _page: 0, _taille: 50, _recherche: 'e', _types: 'Congés,Heures complémentaires' },
  ] as const;
  const lu: unknown[] = [];
  for (const { email } of utilisateurs) {
    const moi = api.as(email);
    const compteurs = await moi.call(apiRoutes.demande.compteurs);
    const pages = [];
    for (const query of requetes) {
      const r = await moi.call(apiRoutes.demande.aValider, { query });
      pages.push({ status: r.status, body: r.raw.json() });
    }
    lu.push({ email, compteurs: { status: compteurs.status, body: compteurs.body }, pages });
  }
  await expect(JSON.stringify(sansHorodatage(lu), null, 1)).toMatchFileSnapshot(
    '__snapshots__/lectures-demo.a-valider.json',
  );
});
