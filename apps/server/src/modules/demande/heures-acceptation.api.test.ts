import { apiRoutes, DEMANDE_STATUT } from '@roulement/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creneau, demande } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * Overtime and recovery requests accepted through PUT /demande/{id}/validation/{vid}/valider by
 * their validators: the head of the service, then the establishment (no director here, so its
 * administrators). The effect is applied with the last acceptance, or not at all (decision 039).
 */

let t: TestApp;
let e: Equipe;
let api: ApiClient;
let membreId: number;
let membre: string;
const D = apiRoutes.demande;
const h = (heure: number) => heure * 60;
let jour = 0;
const nouveauJour = () => `2032-02-${String(++jour).padStart(2, '0')}`;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 1 });
  membreId = e.membres[0]!.membreId;
  membre = e.membres[0]!.email;
});
afterAll(() => t.close());

const travail = (date: string, debut: number, fin: number) =>
  buildCreneau(t.db, { serviceId: e.service.id, membreId, date, heureDebut: h(debut), heureFin: h(fin) });
const creneauxDu = async (date: string) =>
  (
    await t.db
      .select()
      .from(creneau)
      .where(and(eq(creneau.membreId, membreId), eq(creneau.date, date)))
      .orderBy(asc(creneau.heureDebut))
  ).map((c) => [c.type, c.heureDebut / 60, c.heureFin / 60]);
const statut = async (demandeId: number) =>
  (await t.db.select({ s: demande.statutId }).from(demande).where(eq(demande.id, demandeId)))[0]!.s;

/** The head accepts their validation, then the establishment administrator the root one. */
async function accepterParTous(demandeId: number) {
  const detail = (await api.as(membre).call(D.detail, { params: { demandeId } })).body;
  const [racine] = detail.validations;
  expect(racine!.authority).toBe(`ADMINISTRATEUR_${e.etab.id}`);
  const chef = racine!.sousValidations[0]!;
  expect(chef.authority).toBe(`CHEF_DE_SERVICE_${e.service.id}`);
  const parChef = await api
    .as(e.chef.email)
    .call(D.valider, { params: { demandeId, validationId: chef.validationId } });
  expect(parChef.status, parChef.raw.body).toBe(200);
  expect(await statut(demandeId)).toBe(DEMANDE_STATUT.EN_ATTENTE);
  return api.as(e.admin.email).call(D.valider, { params: { demandeId, validationId: racine!.validationId } });
}

describe('accepting an overtime request', () => {
  it('writes its extra hours when the last validation is given', async () => {
    const date = nouveauJour();
    await travail(date, 9, 17);
    const body = { membreId, date, heureDebut: h(17), heureFin: h(19), commentaire: 'Réunion' };
    const { demandeId } = (await api.as(membre).call(D.creerHeuresSupp, { body })).body;
    expect(await creneauxDu(date)).toEqual([['CreneauDeTravail', 9, 17]]);
    const r = await accepterParTous(demandeId);
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body.statut.demandeStatutId).toBe(DEMANDE_STATUT.ACCEPTEE);
    expect(await creneauxDu(date)).toEqual([
      ['CreneauDeTravail', 9, 17],
      ['CreneauHeuresSupplementaires', 17, 19],
    ]);
  });

  it('is refused (409) when the extended slot was deleted meanwhile, and nothing changes', async () => {
    const date = nouveauJour();
    const slot = await travail(date, 9, 17);
    const body = { membreId, date, heureDebut: h(17), heureFin: h(19), commentaire: null };
    const { demandeId } = (await api.as(membre).call(D.creerHeuresSupp, { body })).body;
    await t.db.delete(creneau).where(eq(creneau.id, slot.id));
    expectApiError(await accepterParTous(demandeId), 409, 'CONFLICT');
    expect(await statut(demandeId)).toBe(DEMANDE_STATUT.EN_ATTENTE);
    expect(await creneauxDu(date)).toEqual([]);
    const detail = (await api.as(membre).call(D.detail, { params: { demandeId } })).body;
    expect(detail.validations[0]!.accepte).toBeNull();
  });
});

describe('accepting a recovery request', () => {
  it('turns the work into recovery and moves the recovery balance', async () => {
    const date = nouveauJour();
    await travail(date, 9, 17);
    const solde = async () =>
      (await api.as(e.admin.email).call(apiRoutes.employe.recuperation, { params: { id: e.membres[0]!.employeId } }))
        .body.soldeDeRecuperationTotal;
    const initial = await solde();
    const body = { membreId, dateDebut: date, heureDebut: h(9), dateFin: date, heureFin: h(11), commentaire: null };
    const { demandeId } = (await api.as(membre).call(D.creerRecuperation, { body })).body;
    expect(await solde()).toBe(initial);
    const r = await accepterParTous(demandeId);
    expect(r.status, r.raw.body).toBe(200);
    expect(await creneauxDu(date)).toEqual([
      ['CreneauDeRecuperation', 9, 11],
      ['CreneauDeTravail', 11, 17],
    ]);
    expect(await solde()).toBe(initial - 120);
  });
});
