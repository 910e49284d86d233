import { apiRoutes, MODELE_AIM_MANQUANT_EXCEPTION } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './demo';

/** The demo shows every case of the resident module (issue 14). */

let t: TestApp;
let api: ApiClient;
const U = apiRoutes.usager;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db);
  api = apiClient(t);
}, 120_000);
afterAll(() => t.close());

describe('demo residents and aid sheets', () => {
  it('holds about twenty residents of 14 and 1, hosted, to come and gone', async () => {
    const tous = (await api.as('admin@demo.test').call(U.lister, { query: {} })).body;
    expect(tous.length).toBeGreaterThanOrEqual(18);
    expect(new Set(tous.map((u) => u.etablissementId))).toEqual(new Set([14, 1]));
    expect(new Set(tous.map((u) => u.status))).toEqual(new Set(['Accueilli', 'A venir', 'Sorti', 'Sans accueil']));
    expect((await api.as('salarie6@demo.test').call(U.lister, { query: {} })).body).toEqual([]);
  });

  it('gives sheets in every status, payouts of both methods and balances', async () => {
    const salarie = api.as('salarie@demo.test');
    const usagers = (await salarie.call(U.lister, { query: { etablissementId: 14 } })).body;
    const historiques = await Promise.all(
      usagers.map(
        async (u) =>
          (await salarie.call(U.historique, { params: { usagerId: u.usagerId }, query: { etablissementId: 14 } })).body,
      ),
    );
    const statuts = new Set(historiques.flatMap((h) => h.fiches.map((f) => f.statut)));
    expect(statuts).toEqual(new Set(['EN_PREPARATION', 'EN_ATTENTE_DE_VALIDATION', 'VALIDEE']));
    expect(historiques.some((h) => h.fiches.length === 12)).toBe(true);
    expect(historiques.some((h) => h.fiches.length === 0 && h.usager.accueilli)).toBe(true);
    const types = new Set(
      historiques.flatMap((h) => h.mouvements.flatMap((g) => g.mouvements.map((m) => m.typeDeMouvement))),
    );
    expect(types).toEqual(new Set(['CREANCE', 'VERSEMENT', 'DETTE']));
    const avecSoldes = historiques.find((h) => h.soldes.length > 0)!;
    const f = avecSoldes.fiches.find((x) => x.statut === 'VALIDEE')!;
    const moyens = new Set<string>();
    for (const h of historiques) {
      for (const x of h.fiches.slice(0, 6)) {
        const v = (
          await salarie.call(U.versements, {
            query: { usagerId: h.usager.usagerId, etablissementId: 14, mois: x.mois, annee: x.annee },
          })
        ).body;
        for (const g of v) for (const y of g.versements) moyens.add(y.moyenDePaiement.moyenDePaiementId);
      }
    }
    expect(moyens).toEqual(new Set(['ESPECE', 'VIREMENT']));
    expect(f).toBeDefined();
  });

  it('has a pending Fiches AIM request for chef@demo.test and a service without model', async () => {
    const chef = api.as('chef@demo.test');
    const aValider = (await chef.call(apiRoutes.demande.aValider, { query: { _types: 'Fiches AIM' } })).body;
    expect(aValider.elements.length).toBeGreaterThan(0);
    const d = (await chef.call(apiRoutes.demande.detail, { params: { demandeId: aValider.elements[0]!.demandeId } }))
      .body;
    expect(d.ficheAim?.nombreAjustements).toBeGreaterThanOrEqual(0);
    expect(d.validations[0]!.abilities.valider).toBe(true);
    const salarie = api.as('salarie@demo.test');
    const usagers = (await salarie.call(U.lister, { query: { etablissementId: 14 } })).body;
    let erreur: unknown;
    for (const u of usagers.filter((x) => x.status === 'Accueilli')) {
      const r = await salarie.call(U.initialiserFiche, { body: { etablissementId: 14, usagerId: u.usagerId } });
      if (r.status === 409 && r.error.exception === MODELE_AIM_MANQUANT_EXCEPTION) erreur = r.error.serviceConcerne;
    }
    expect(erreur).toMatchObject({ nom: 'Accueil de jour' });
    expectApiError(
      await api.as('salarie6@demo.test').call(U.lire, { params: { usagerId: usagers[0]!.usagerId } }),
      404,
    );
  });
});
