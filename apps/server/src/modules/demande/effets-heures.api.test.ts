import { apiRoutes } from '@roulement/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creneau, historique } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { type ApiClient, apiClient } from '../../test/api';
import { buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { appliquerEffetHeuresSupp } from './use-cases/effet-heures-supp';
import { appliquerEffetRecuperation } from './use-cases/effet-recuperation';

/**
 * The planning effects of accepted overtime and recovery requests, called as the acceptance does,
 * in its transaction (DOMAIN.md Requests; decision 039).
 */

let t: TestApp;
let e: Equipe;
let api: ApiClient;
let membreId: number;
let chef: Actor;
const D = apiRoutes.demande;
const h = (heure: number) => heure * 60;
let jour = 0;
/** A new day for each test, so that they do not see each other's slots. */
const nouveauJour = () => `2031-01-${String(++jour).padStart(2, '0')}`;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 1 });
  membreId = e.membres[0]!.membreId;
  chef = {
    utilisateurId: e.chef.utilisateurId,
    username: e.chef.email,
    roles: [`ROLE_CHEF_DE_SERVICE_${e.service.id}`],
  };
});
afterAll(() => t.close());

let date: string;
beforeEach(() => {
  date = nouveauJour();
});

const slot = (debut: number, fin: number, type: typeof creneau.$inferInsert.type = 'CreneauDeTravail', extra = {}) =>
  buildCreneau(t.db, {
    serviceId: e.service.id,
    membreId,
    date,
    heureDebut: h(debut),
    heureFin: h(fin),
    type,
    ...extra,
  });
const creneauxDuJour = async () =>
  (
    await t.db
      .select()
      .from(creneau)
      .where(and(eq(creneau.membreId, membreId), eq(creneau.date, date)))
      .orderBy(asc(creneau.heureDebut))
  ).map((c) => [c.type, c.heureDebut / 60, c.heureFin / 60, c.origineCreneauId]);

async function demanderHeuresSupp(debut: number, fin: number) {
  const body = { membreId, date, heureDebut: h(debut), heureFin: h(fin), commentaire: null };
  const r = await api.as(e.membres[0]!.email).call(D.creerHeuresSupp, { body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.demandeId;
}
async function demanderRecuperation(debut: number, fin: number) {
  const body = { membreId, dateDebut: date, heureDebut: h(debut), dateFin: date, heureFin: h(fin), commentaire: null };
  const r = await api.as(e.membres[0]!.email).call(D.creerRecuperation, { body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.demandeId;
}
const appliquer = (f: typeof appliquerEffetHeuresSupp, demandeId: number) =>
  t.db.transaction((tx) => f(tx, chef, demandeId));

describe('an accepted overtime request', () => {
  it('writes the extra hours linked to the work slot they extend, with a history row', async () => {
    const travail = await slot(9, 17);
    const demandeId = await demanderHeuresSupp(17, 19);
    await appliquer(appliquerEffetHeuresSupp, demandeId);
    expect(await creneauxDuJour()).toEqual([
      ['CreneauDeTravail', 9, 17, null],
      ['CreneauHeuresSupplementaires', 17, 19, travail.id],
    ]);
    const lignes = await t.db.select().from(historique).where(eq(historique.entite, 'creneau'));
    expect(lignes.some((l) => l.action === 'CREATION' && l.acteurId === e.chef.utilisateurId)).toBe(true);
  });

  it('writes a slot of its own on a day without work', async () => {
    await appliquer(appliquerEffetHeuresSupp, await demanderHeuresSupp(10, 12));
    expect(await creneauxDuJour()).toEqual([['CreneauHeuresSupplementaires', 10, 12, null]]);
  });

  it('is refused (409) and changes nothing when the extended slot is gone or the hours are taken', async () => {
    const travail = await slot(9, 17);
    const demandeId = await demanderHeuresSupp(17, 19);
    await t.db.delete(creneau).where(eq(creneau.id, travail.id));
    await expect(appliquer(appliquerEffetHeuresSupp, demandeId)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await creneauxDuJour()).toEqual([]);

    const autre = await demanderHeuresSupp(12, 14);
    await slot(13, 15, 'CreneauDeFormation', { labelFormation: 'Premiers secours' });
    await expect(appliquer(appliquerEffetHeuresSupp, autre)).rejects.toThrow(/chevauchent désormais/);
    expect(await creneauxDuJour()).toEqual([['CreneauDeFormation', 13, 15, null]]);
  });
});

describe('an accepted recovery request', () => {
  it('turns the part of a work slot into recovery: its start, its end, its middle, or all of it', async () => {
    const travail = await slot(7, 20);
    await appliquer(appliquerEffetRecuperation, await demanderRecuperation(7, 9));
    await appliquer(appliquerEffetRecuperation, await demanderRecuperation(18, 20));
    await appliquer(appliquerEffetRecuperation, await demanderRecuperation(12, 13));
    const avant = await creneauxDuJour();
    expect(avant).toEqual([
      ['CreneauDeRecuperation', 7, 9, travail.id],
      ['CreneauDeTravail', 9, 12, null],
      ['CreneauDeRecuperation', 12, 13, travail.id],
      ['CreneauDeTravail', 13, 18, null],
      ['CreneauDeRecuperation', 18, 20, travail.id],
    ]);
    await appliquer(appliquerEffetRecuperation, await demanderRecuperation(13, 18));
    expect((await creneauxDuJour())[3]).toEqual(['CreneauDeRecuperation', 13, 18, null]);
  });

  it('cancels the overtime and training parts it takes (they credited the balance)', async () => {
    const travail = await slot(9, 12);
    await slot(12, 14, 'CreneauHeuresSupplementaires', { origineCreneauId: travail.id });
    await slot(14, 16, 'CreneauDeFormation', { labelFormation: 'Incendie' });
    await appliquer(appliquerEffetRecuperation, await demanderRecuperation(11, 15));
    expect(await creneauxDuJour()).toEqual([
      ['CreneauDeTravail', 9, 11, null],
      ['CreneauDeRecuperation', 11, 12, travail.id],
      ['CreneauDeFormation', 15, 16, null],
    ]);
  });

  it('moves the recovery balance by the work taken', async () => {
    const solde = async () =>
      (await api.as(e.admin.email).call(apiRoutes.employe.recuperation, { params: { id: e.membres[0]!.employeId } }))
        .body.soldeDeRecuperationTotal;
    const initial = await solde();
    await slot(9, 17);
    await appliquer(appliquerEffetRecuperation, await demanderRecuperation(9, 11));
    expect(await solde()).toBe(initial - 120);
  });

  it('is refused (409) and changes nothing when one of its slots changed meanwhile', async () => {
    await slot(9, 12);
    const apres = await slot(13, 17);
    const demandeId = await demanderRecuperation(10, 15);
    await t.db
      .update(creneau)
      .set({ heureFin: h(14) })
      .where(eq(creneau.id, apres.id));
    const avant = await creneauxDuJour();
    await expect(appliquer(appliquerEffetRecuperation, demandeId)).rejects.toThrow(/a changé ou disparu/);
    expect(await creneauxDuJour()).toEqual(avant);
  });
});
