import { ajouterJours, apiRoutes, lundiDeLaSemaineDe, semaineDe } from '@roulement/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demande, employe, etablissement, service, utilisateur } from '../db/schema';
import { seedDemo } from '../db/seed/demo';
import { type ApiClient, apiClient } from './api';
import { buildTestApp, type TestApp } from './test-app';

/*
 * Issue 24: the reads rewritten from nested JSON to plain typed selects answer exactly what they
 * answered before. The snapshot beside this file was written by the reads before the rewrite, on
 * the demo data loaded on a fixed day; timestamps the database stamps are masked.
 */
const AUJOURDHUI = new Date('2026-11-25T09:00:00Z');

let t: TestApp;
let admin: ReturnType<ApiClient['as']>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: AUJOURDHUI });
  t = await buildTestApp();
  await seedDemo(t.db);
  admin = apiClient(t).as('admin@demo.test');
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

// Some hundred calls each: generous on a busy two-core machine.
describe('the reads rewritten by issue 24, on the demo data', { timeout: 120_000 }, () => {
  it('answers the week of every service as before', async () => {
    const services = await t.db.select({ id: service.id }).from(service).orderBy(asc(service.id));
    const lu: unknown[] = [];
    for (const { id } of services)
      for (const query of semaines) {
        const r = await admin.call(apiRoutes.planning.creneauxServiceSemaine, { params: { serviceId: id }, query });
        lu.push({ id, query, status: r.status, body: r.raw.json() });
      }
    await expect(JSON.stringify(sansHorodatage(lu), null, 1)).toMatchFileSnapshot(
      '__snapshots__/lectures-demo.semaines.json',
    );
  });

  it("answers every user's own week as before", async () => {
    const utilisateurs = await t.db.select({ id: utilisateur.id }).from(utilisateur).orderBy(asc(utilisateur.id));
    const lu: unknown[] = [];
    for (const { id } of utilisateurs)
      for (const query of semaines) {
        const r = await admin.call(apiRoutes.planning.creneauxUtilisateur, { params: { id }, query });
        lu.push({ id, query, status: r.status, body: r.raw.json() });
      }
    await expect(JSON.stringify(sansHorodatage(lu), null, 1)).toMatchFileSnapshot(
      '__snapshots__/lectures-demo.mon-planning.json',
    );
  });

  it('answers every employee record as before', async () => {
    const employes = await t.db.select({ id: employe.id }).from(employe).orderBy(asc(employe.id));
    const lu: unknown[] = [];
    for (const { id } of employes) {
      const r = await admin.call(apiRoutes.employe.lire, { params: { id } });
      lu.push({ id, status: r.status, body: r.raw.json() });
    }
    await expect(JSON.stringify(sansHorodatage(lu), null, 1)).toMatchFileSnapshot(
      '__snapshots__/lectures-demo.fiches.json',
    );
  });

  it('answers the employees list of every establishment as before', async () => {
    const etablissements = await t.db
      .select({ id: etablissement.id })
      .from(etablissement)
      .orderBy(asc(etablissement.id));
    const lu: unknown[] = [];
    for (const { id } of etablissements) {
      const r = await admin.call(apiRoutes.employe.listerParEtablissement, { params: { id } });
      lu.push({ id, status: r.status, body: r.raw.json() });
    }
    await expect(JSON.stringify(sansHorodatage(lu), null, 1)).toMatchFileSnapshot(
      '__snapshots__/lectures-demo.employes.json',
    );
  });

  it('answers the detail of every request as before', async () => {
    const demandes = await t.db.select({ id: demande.id }).from(demande).orderBy(asc(demande.id));
    const lu: unknown[] = [];
    for (const { id } of demandes) {
      const r = await admin.call(apiRoutes.demande.detail, { params: { demandeId: id } });
      lu.push({ id, status: r.status, body: r.raw.json() });
    }
    await expect(JSON.stringify(sansHorodatage(lu), null, 1)).toMatchFileSnapshot(
      '__snapshots__/lectures-demo.demandes.json',
    );
  });
});
