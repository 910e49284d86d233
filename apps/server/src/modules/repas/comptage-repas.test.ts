import type { TypeCreneau } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { type CongesRepas, type CreneauRepas, compterRepas, type Plages } from './comptage-repas';

const h = (heure: number, minute = 0) => heure * 60 + minute;
const PLAGES = { midi: { heureDebut: h(12), heureFin: h(13, 30) }, soir: { heureDebut: h(19), heureFin: h(20) } };
const JOUR = '2026-03-04';
const creneau = (debut: number, fin: number, o: Partial<CreneauRepas> = {}): CreneauRepas => ({
  employeId: 1,
  serviceId: 10,
  date: JOUR,
  type: 'CreneauDeTravail',
  heureDebut: debut,
  heureFin: fin,
  ...o,
});
const conges = (demiJournee: number, employeId = 1): CongesRepas => ({
  employeId,
  dateDebut: JOUR,
  dateFin: JOUR,
  demiJournee,
});
const compter = (creneaux: CreneauRepas[], c: CongesRepas[] = [], plages: Plages = PLAGES) => {
  const r = compterRepas(creneaux, c, plages, (x) => x.date).get(JOUR);
  return [r?.midi.size ?? 0, r?.soir.size ?? 0];
};

describe('compterRepas', () => {
  it.each([
    ['a day slot over lunch', [creneau(h(9), h(17))], [], [1, 0]],
    ['an evening slot over dinner', [creneau(h(14), h(22))], [], [0, 1]],
    ['a long day over both meals', [creneau(h(7), h(21))], [], [1, 1]],
    ['a morning ending when lunch starts', [creneau(h(7), h(12))], [], [0, 0]],
    ['an afternoon starting when lunch ends', [creneau(h(13, 30), h(18))], [], [0, 0]],
    ['a minute of overlap', [creneau(h(13, 15), h(18))], [], [1, 0]],
    ['two slots of one employee count once', [creneau(h(11), h(12, 30)), creneau(h(12, 30), h(14))], [], [1, 0]],
    ['two employees', [creneau(h(9), h(17)), creneau(h(9), h(17), { employeId: 2 })], [], [2, 0]],
    [
      'a recovery slot is not presence',
      [creneau(h(9), h(17), { type: 'CreneauDeRecuperation' as TypeCreneau })],
      [],
      [0, 0],
    ],
    [
      'a replacement slot is presence',
      [creneau(h(9), h(17), { type: 'CreneauDeRemplacement' as TypeCreneau })],
      [],
      [1, 0],
    ],
    ['a training slot is presence', [creneau(h(9), h(17), { type: 'CreneauDeFormation' as TypeCreneau })], [], [1, 0]],
    ['on leave all day', [creneau(h(9), h(17))], [conges(0)], [0, 0]],
    ['on leave in the morning, working the afternoon', [creneau(h(9), h(17))], [conges(1)], [1, 0]],
    ['on leave in the afternoon, a morning slot into lunch', [creneau(h(9), h(12, 30))], [conges(2)], [1, 0]],
    ["someone else's leave", [creneau(h(9), h(17))], [conges(0, 2)], [1, 0]],
  ] as const)('%s', (_cas, creneaux, lesConges, attendu) => {
    expect(compter([...creneaux], [...lesConges])).toEqual(attendu);
  });

  it('counts nothing for a range that is not set', () => {
    expect(compter([creneau(h(7), h(21))], [], { midi: null, soir: null })).toEqual([0, 0]);
  });

  it('groups by the key given: per service, an employee of two services counts in each', () => {
    const r = compterRepas(
      [creneau(h(9), h(12, 30)), creneau(h(12, 30), h(17), { serviceId: 11 })],
      [],
      PLAGES,
      (c) => c.serviceId,
    );
    expect([r.get(10)?.midi.size, r.get(11)?.midi.size]).toEqual([1, 1]);
  });
});
