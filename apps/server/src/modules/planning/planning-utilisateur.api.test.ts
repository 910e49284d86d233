import { apiRoutes } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { buildConges, buildMembre } from '../../test/factories';
import { buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
// Week 53 of 2026: Monday 28 December to Sunday 3 January 2027, New Year's Day on the Friday.
const SEMAINE_53 = { _annee: 2026, _semaine: 53 };
const CP = { congesTypeId: 1, label: 'Congés payés', shortLabel: 'CP', couleur: '#43A047' };
const DJ = { congesTypeId: 7, label: 'Demi-journée / absence autorisée', shortLabel: 'DJ', couleur: '#00ACC1' };

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 1 });
});
afterAll(() => t.close());

describe('GET /creneau/utilisateur/{id}: the leave and public holidays of the week (issue 23)', () => {
  it('gives each day of leave its type, colour and half day, once per employee, and the holidays across the year', async () => {
    const moi = e.membres[0]!;
    // A second membership of the same employee: the leave is still given once a day.
    await buildMembre(t.db, { serviceId: e.autreService.id, employeId: moi.employeId });
    for (const date of ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-02']) {
      await buildCreneau(t.db, { serviceId: e.service.id, membreId: moi.membreId, date });
    }
    await buildConges(t.db, {
      employeId: moi.employeId,
      congesTypeId: 1,
      dateDebut: '2026-12-28',
      dateFin: '2026-12-30',
    });
    await buildConges(t.db, { employeId: moi.employeId, congesTypeId: 7, dateDebut: '2026-12-31', demiJournee: 1 });

    const r = await api
      .as(moi.email)
      .call(apiRoutes.planning.creneauxUtilisateur, { params: { id: moi.utilisateurId }, query: SEMAINE_53 });
    expect(r.status, r.raw.body).toBe(200);
    const entier = { type: CP, demiJournee: 0, demiJourneeLabel: null };
    expect(r.body.conges).toEqual([
      { date: '2026-12-28', ...entier },
      { date: '2026-12-29', ...entier },
      { date: '2026-12-30', ...entier },
      { date: '2026-12-31', type: DJ, demiJournee: 1, demiJourneeLabel: 'Matin' },
    ]);
    expect(r.body.joursFeries).toEqual([{ date: '2027-01-01', label: "Jour de l'an" }]);
    // The slots of leave days are not worked: the service planning marks them « à remplacer ».
    expect(r.body.creneaux.map((c) => [c.date, c.indisponible ?? false, c.aRemplacer ?? false])).toEqual([
      ['2026-12-28', true, true],
      ['2026-12-29', true, true],
      ['2026-12-30', true, true],
      ['2026-12-31', true, true],
      ['2027-01-02', false, false],
    ]);
  });
});
