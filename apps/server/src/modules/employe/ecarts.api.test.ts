import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConges } from '../../test/factories';
import { buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ecartsPlanning, minutesTravaillees } from './ecarts';

let t: TestApp;
let e: Equipe;

beforeAll(async () => {
  t = await buildTestApp();
  e = await buildEquipe(t.db, { nbMembres: 1 });
  const membreId = e.membres[0]!.membreId;
  const base = { serviceId: e.service.id, membreId };
  const travail = await buildCreneau(t.db, { ...base, date: '2026-03-02', heureDebut: 480, heureFin: 840 });
  await buildCreneau(t.db, {
    ...base,
    date: '2026-03-02',
    type: 'CreneauDeRecuperation',
    heureDebut: 420,
    heureFin: 480,
    origineCreneauId: travail.id,
  });
  await buildCreneau(t.db, {
    ...base,
    date: '2026-03-03',
    type: 'CreneauHeuresSupplementaires',
    heureDebut: 840,
    heureFin: 900,
  });
  await buildCreneau(t.db, {
    ...base,
    date: '2026-03-04',
    type: 'CreneauDeFormation',
    heureDebut: 540,
    heureFin: 720,
    labelFormation: 'Formation',
  });
  await buildCreneau(t.db, { ...base, date: '2026-03-05', heureDebut: 420, heureFin: 840 });
  // Week 15: the 35 contract hours worked, then a Saturday of training beyond them.
  for (const date of ['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10']) {
    await buildCreneau(t.db, { ...base, date, heureDebut: 480, heureFin: 900 });
  }
  await buildCreneau(t.db, {
    ...base,
    date: '2026-04-11',
    type: 'CreneauDeFormation',
    heureDebut: 540,
    heureFin: 720,
    labelFormation: 'Formation',
  });
  await buildConges(t.db, { employeId: e.membres[0]!.employeId, dateDebut: '2026-03-05' });
});
afterAll(() => t.close());

describe('what the employe domain reads of the planning', () => {
  it('lists the deviations of the recovery balance with their sign and origin, training outside contract time only', async () => {
    const ecarts = await ecartsPlanning(t.db, e.membres[0]!.employeId);
    expect(ecarts.map((x) => [x.date, x.type, x.soldeEnMinute, x.numeroSemaine])).toEqual([
      ['2026-03-02', 'Récupération', -60, '10-2026'],
      ['2026-03-03', 'Heures complémentaires', 60, '10-2026'],
      // Within the 35 contract hours of week 10 (780 minutes of presence): nothing (decision 075).
      ['2026-03-04', 'Heures de formation', 0, '10-2026'],
      ['2026-04-11', 'Heures de formation', 180, '15-2026'],
    ]);
    expect(ecarts[0]!.creneauTriId).not.toBe(ecarts[1]!.creneauTriId);
  });

  it('counts the minutes worked, days of leave excluded', async () => {
    // 360 work + 60 extra hours + 180 training; the 5th is a day of leave.
    expect(await minutesTravaillees(t.db, e.membres[0]!.employeId, '2026-03-01', '2026-03-31')).toBe(600);
  });
});
