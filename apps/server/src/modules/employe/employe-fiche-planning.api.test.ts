import {
  ajouterJours,
  apiRoutes,
  EmployeSchema,
  jourIdDe,
  numeroSemaine,
  type Recuperations,
  semaineDe,
} from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildConges, buildEmploye, buildMembre, buildService, buildUtilisateur } from '../../test/factories';
import { buildCreneau } from '../../test/factories/planning';
import { buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let o: Organisation;
const aujourdhui = todayInParis();

let api: ApiClient;

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  api = apiClient(t);
});
afterAll(() => t.close());

describe('the planning in the record (recovery deviations, worked hours, unavailability)', () => {
  const jour = (n: number) => ajouterJours(aujourdhui, n);
  let cdd: number;
  let utilisateurId: number;
  let serviceId: number;
  let travailId: number;

  beforeAll(async () => {
    const u = await buildUtilisateur(t.db, { email: 'planning.cdd@test.local' });
    utilisateurId = u.id;
    cdd = (
      await buildEmploye(t.db, {
        utilisateurId,
        etablissementId: o.etab.a,
        contrat: { contratTypeId: 2, dateDebut: jour(-30), dateFin: jour(30) },
      })
    ).id;
    serviceId = (await buildService(t.db, { etablissementId: o.etab.a })).id;
    const membreId = (await buildMembre(t.db, { serviceId, employeId: cdd, heuresHebdo: 35 })).id;
    const creneau = (values: Omit<Parameters<typeof buildCreneau>[1], 'serviceId' | 'membreId'>) =>
      buildCreneau(t.db, { serviceId, membreId, ...values });
    travailId = (await creneau({ date: jour(-3), heureDebut: 420, heureFin: 840 })).id; // 420 min
    await creneau({
      date: jour(-3),
      heureDebut: 840,
      heureFin: 900,
      type: 'CreneauHeuresSupplementaires',
      origineCreneauId: travailId,
    });
    await creneau({ date: jour(-2) }); // a day of leave: not worked
    await creneau({ date: jour(-40) }); // before the contract
    await creneau({ date: jour(5) }); // 420 min planned
    await creneau({ date: jour(6), heureDebut: 540, heureFin: 660, type: 'CreneauDeFormation' });
    await creneau({ date: jour(6), heureDebut: 660, heureFin: 720, type: 'CreneauDeRecuperation' });
    await buildConges(t.db, { employeId: cdd, congesTypeId: 4, dateDebut: jour(-2) });
    await buildConges(t.db, { employeId: cdd, congesTypeId: 4, dateDebut: jour(400) }); // beyond a year
  });

  const attendreRecuperations = (rec: Recuperations) => {
    expect(rec.soldeDeRecuperationADate).toBe(60);
    // The training lies within the 35 contract hours of its week: it credits nothing (decision 075).
    expect(rec.soldeDeRecuperationTotal).toBe(60 + 0 - 60);
    expect(rec.detailsParDatePasse[jour(-3)]).toEqual({
      solde: 60,
      credits: [],
      ecarts: [
        {
          creneauTriId: travailId,
          type: 'Heures complémentaires',
          date: jour(-3),
          heureDebut: 840,
          heureFin: 900,
          soldeEnMinute: 60,
          serviceId,
          numeroSemaine: numeroSemaine(semaineDe(jour(-3))),
        },
      ],
    });
    expect(rec.detailsParDateAVenir[jour(6)]?.ecarts.map((e) => [e.type, e.soldeEnMinute])).toEqual([
      ['Heures de formation', 0],
      ['Récupération', -60],
    ]);
  };

  it('adds the planning deviations to the recovery balance, on every route that answers it', async () => {
    const fiche = (await api.as(o.as.adminA).call(apiRoutes.employe.lire, { params: { id: cdd } })).body;
    EmployeSchema.parse(fiche);
    attendreRecuperations(fiche.recuperations);
    attendreRecuperations(
      (await api.as(o.as.adminA).call(apiRoutes.employe.recuperation, { params: { id: cdd } })).body,
    );
    const profil = (
      await api
        .as('planning.cdd@test.local')
        .call(apiRoutes.employe.listerParUtilisateur, { params: { id: utilisateurId } })
    ).body;
    attendreRecuperations(profil[0]!.recuperations);
  });

  it('counts the worked hours of the current contract, days of leave excluded', async () => {
    const attendu = { aDate: 420 + 60, prevues: 420 + 60 + 420 + 120 };
    expect(
      (await api.as(o.as.adminA).call(apiRoutes.employe.lire, { params: { id: cdd } })).body.heuresDeTravail,
    ).toEqual(attendu);
    expect((await api.as(o.as.adminA).call(apiRoutes.employe.heuresDeTravail, { params: { id: cdd } })).body).toEqual(
      attendu,
    );
  });

  it('lists the days of leave as unavailability, from a week ago to a year ahead', async () => {
    const fiche = (await api.as(o.as.adminA).call(apiRoutes.employe.lire, { params: { id: cdd } })).body;
    expect(fiche.indisponibilites).toEqual([{ jour: { jourId: jourIdDe(jour(-2)) }, semaine: semaineDe(jour(-2)) }]);
  });

  it('reads the record in a fixed number of statements, slots included', async () => {
    expect(
      await t.queries.during(() => api.as(o.as.adminA).call(apiRoutes.employe.lire, { params: { id: cdd } })),
    ).toBe(8);
  });
});
