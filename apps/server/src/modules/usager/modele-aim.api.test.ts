import { ajouterJours, apiRoutes, ENTRER_UNE_VALEUR_NUMERIQUE } from '@roulement/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etablissement, historique as journal } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import {
  ajouterComptable,
  buildAccueil,
  buildEmploye,
  buildFicheAim,
  buildService,
  buildUsager,
  buildUtilisateur,
} from '../../test/factories';
import { buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
const U = apiRoutes.usager;

const modifier = (email: string, postesAIMPrevus: Record<string, number>, serviceId = e.service.id) =>
  api.as(email).call(U.modifierModele, { params: { serviceId }, body: { serviceId, postesAIMPrevus } });

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db);
  await t.db.update(etablissement).set({ aideIndividuelleMensuelle: true }).where(eq(etablissement.id, e.etab.id));
});
afterAll(() => t.close());

describe("the service's AIM model", () => {
  it('is read by the establishment, edited by the head or an administrator only', async () => {
    const vide = await api.as(e.salarie.email).call(U.modele, { params: { serviceId: e.service.id } });
    expect(vide.body).toMatchObject({
      postesAIMPrevus: [],
      totalBudgetMensuelMinimal: 0,
      abilities: { modifier: false },
    });
    expect((await api.as(e.chef.email).call(U.modele, { params: { serviceId: e.service.id } })).body.abilities).toEqual(
      {
        modifier: true,
      },
    );
    expectApiError(await api.as(e.dehors.email).call(U.modele, { params: { serviceId: e.service.id } }), 404);
    expectApiError(await modifier(e.salarie.email, { HABILLEMENT: 30 }), 403);
    expectApiError(await modifier(e.chefAutre.email, { HABILLEMENT: 30 }), 403);
    expectApiError(await modifier(e.dehors.email, { HABILLEMENT: 30 }), 404);
  });

  it('answers 404 for a service of an establishment without the aid feature', async () => {
    const s = await buildService(t.db, { etablissementId: e.autreEtab.id });
    expectApiError(await api.as(e.dehors.email).call(U.modele, { params: { serviceId: s.id } }), 404);
    expectApiError(await modifier(e.dehors.email, { HABILLEMENT: 30 }, s.id), 404);
  });

  it("adds, changes and removes lines with the monthly totals; amounts above 0 ('Entrer une valeur numérique')", async () => {
    const r = await modifier(e.chef.email, { ALIMENTATION: 20, HABILLEMENT: 30, CAUTION: 100 });
    expect(r.status).toBe(200);
    expect(r.body.postesAIMPrevus.map((l) => [l.posteAIM.posteAIMId, l.budgetParDefaut, l.ordre])).toEqual([
      ['ALIMENTATION', 20, 1],
      ['HABILLEMENT', 30, 2],
      ['CAUTION', 100, 3],
    ]);
    expect(r.body).toMatchObject({ totalBudgetMensuelMinimal: 110, totalBudgetMensuelMaximal: 230 });
    const zero = expectApiError(await modifier(e.admin.email, { HABILLEMENT: 0 }), 400);
    expect(zero.errors).toContain(ENTRER_UNE_VALEUR_NUMERIQUE);
    expectApiError(await modifier(e.admin.email, { INCONNU: 3 }), 400);
    const r2 = await modifier(e.admin.email, { ALIMENTATION: 20, CAUTION: 80.5, TELECOM: 15 });
    expect(r2.body.postesAIMPrevus.map((l) => [l.posteAIM.posteAIMId, l.budgetParDefaut, l.ordre])).toEqual([
      ['ALIMENTATION', 20, 1],
      ['CAUTION', 80.5, 2],
      ['TELECOM', 15, 3],
    ]);
  });

  it('moves a line to a position', async () => {
    const avant = (await api.as(e.chef.email).call(U.modele, { params: { serviceId: e.service.id } })).body;
    const telecom = avant.postesAIMPrevus.find((l) => l.posteAIM.posteAIMId === 'TELECOM')!;
    const ordonner = (email: string, position: number, id = telecom.modelePosteAIMId) =>
      api.as(email).call(U.ordonnerModele, {
        params: { serviceId: e.service.id },
        body: { serviceId: e.service.id, modelePosteAIMId: id, position },
      });
    const r = await ordonner(e.chef.email, 1);
    expect(r.body.postesAIMPrevus.map((l) => l.posteAIM.posteAIMId)).toEqual(['TELECOM', 'ALIMENTATION', 'CAUTION']);
    expectApiError(await ordonner(e.salarie.email, 2), 403);
    expectApiError(await ordonner(e.chef.email, 2, 999999), 404);
    expectApiError(await ordonner(e.chef.email, 0), 400);
  });
});

describe('GET /usager/{id}/historique', () => {
  const historique = (usagerId: number) =>
    api.as(e.salarie.email).call(U.historique, { params: { usagerId }, query: { etablissementId: e.etab.id } });

  it('reads balances, sheets and movements in the same number of statements whatever the history', async () => {
    const court = await buildUsager(t.db, { etablissementId: e.etab.id });
    const long = await buildUsager(t.db, { etablissementId: e.etab.id });
    for (const u of [court, long]) {
      await buildAccueil(t.db, {
        usagerId: u.id,
        serviceId: e.service.id,
        dateDebut: ajouterJours(todayInParis(), -900),
      });
    }
    await buildFicheAim(
      t.db,
      {
        usagerId: court.id,
        etablissementId: e.etab.id,
        serviceId: e.service.id,
        annee: 2024,
        mois: 1,
        statut: 'VALIDEE',
      },
      [['HABILLEMENT', '30.00']],
    );
    for (let mois = 1; mois <= 12; mois++) {
      await buildFicheAim(
        t.db,
        {
          usagerId: long.id,
          etablissementId: e.etab.id,
          serviceId: e.service.id,
          annee: 2024,
          mois,
          statut: 'VALIDEE',
        },
        [
          ['HABILLEMENT', '30.00'],
          ['COIFFURE', '12.00'],
        ],
      );
    }
    const n1 = await t.queries.during(() => historique(court.id));
    const n12 = await t.queries.during(() => historique(long.id));
    expect(n12).toBe(n1);
    const h = (await historique(long.id)).body;
    expect(h.fiches.map((f) => f.mois)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(h.fiches[0]).toMatchObject({ nombrePostes: 2, total: 42, statut: 'VALIDEE' });
    expect(h.usager.accueilli).toBe(true);
    expectApiError(
      await api
        .as(e.dehors.email)
        .call(U.historique, { params: { usagerId: long.id }, query: { etablissementId: e.etab.id } }),
      404,
    );
    expectApiError(
      await api
        .as(e.salarie.email)
        .call(U.historique, { params: { usagerId: long.id }, query: { etablissementId: e.autreEtab.id } }),
      404,
    );
  });

  it('writes one audit row per permitted read, in its statement or after the checks, and none for a refused one', async () => {
    const u = await buildUsager(t.db, { etablissementId: e.etab.id });
    const lectures = async () =>
      (
        await t.db
          .select({ id: journal.id })
          .from(journal)
          .where(and(eq(journal.entite, 'usager'), eq(journal.entiteId, u.id), eq(journal.action, 'LECTURE')))
      ).length;
    const lire = (email: string, etablissementId = e.etab.id) =>
      api.as(email).call(U.historique, { params: { usagerId: u.id }, query: { etablissementId } });
    const comptable = await buildUtilisateur(t.db, { email: 'comptable@historique.test' });
    await ajouterComptable(t.db, e.etab.id, comptable.id);
    // A SALARIE of the head office only: the statement cannot tell, the check after it traces the read.
    const auSiege = await buildUtilisateur(t.db, { email: 'siege@historique.test' });
    await buildEmploye(t.db, { utilisateurId: auSiege.id, etablissementId: e.siege.id });

    expect((await lire(e.salarie.email)).status).toBe(200);
    expect(await lectures()).toBe(1);
    expectApiError(await lire(e.dehors.email), 404);
    expectApiError(await lire(e.salarie.email, e.autreEtab.id), 404);
    expectApiError(await lire(comptable.email), 403);
    expect(await lectures()).toBe(1);
    expect((await lire(auSiege.email)).status).toBe(200);
    expect(await lectures()).toBe(2);

    await t.db.update(etablissement).set({ aideIndividuelleMensuelle: false }).where(eq(etablissement.id, e.etab.id));
    try {
      expectApiError(await lire(e.salarie.email), 404);
      expect(await lectures()).toBe(2);
    } finally {
      await t.db.update(etablissement).set({ aideIndividuelleMensuelle: true }).where(eq(etablissement.id, e.etab.id));
    }
  });
});
