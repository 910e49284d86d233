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
  await buildConges(t.db, { employeId: e.membres[0]!.employeId, dateDebut: '2026-03-05' });
});
afterAll(() => t.close());

describe('what the employe domain reads of the planning', () => {
  it('lists the deviations of the recovery balance with their sign and origin', async () => {
    const ecarts = await ecartsPlanning(t.db, e.membres[0]!.employeId);
    expect(ecarts.map((x) => [x.date, x.type, x.soldeEnMinute, x.numeroSemaine])).toEqual([
      ['2026-03-02', 'Récupération', -60, '10-2026'],
      ['2026-03-03', 'Heures complémentaires', 60, '10-2026'],
      ['2026-03-04', 'Heures de formation', 180, '10-2026'],
    ]);
    expect(ecarts[0]!.creneauTriId).not.toBe(ecarts[1]!.creneauTriId);
  });

  it('counts the minutes worked, days of leave excluded', async () => {
    // 360 work + 60 extra hours + 180 training; the 5th is a day of leave.
    expect(await minutesTravaillees(t.db, e.membres[0]!.employeId, '2026-03-01', '2026-03-31')).toBe(600);
  });
});
