import type { TypeCreneau } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { type CongesPaye, type CreneauPaye, elementsPaye } from './elements-paye';

const h = (heure: number, minute = 0) => heure * 60 + minute;
const plages = { midi: { heureDebut: h(12), heureFin: h(13, 30) }, soir: { heureDebut: h(19), heureFin: h(20) } };
const creneau = (date: string, debut: number, fin: number, type: TypeCreneau = 'CreneauDeTravail'): CreneauPaye => ({
  employeId: 1,
  serviceId: 10,
  date,
  type,
  heureDebut: debut,
  heureFin: fin,
  plages,
});
const conges = (
  dateDebut: string,
  dateFin: string,
  congesTypeId: number,
  modeDecompte: CongesPaye['modeDecompte'],
) => ({
  employeId: 1,
  dateDebut,
  dateFin,
  demiJournee: 0,
  congesTypeId,
  modeDecompte,
});

describe('elementsPaye: one employee, February 2026, computed by hand', () => {
  const creneaux = [
    creneau('2026-02-02', h(9), h(17)), // Monday: 8 h, lunch; a public holiday for this test
    creneau('2026-02-03', h(14), h(22)), // 8 h, 1 h of night, dinner
    creneau('2026-02-07', h(21), h(24)), // Saturday night: 3 h of night…
    creneau('2026-02-08', h(0), h(7)), // …into Sunday: 7 h on Sunday, 6 of them at night
    creneau('2026-02-10', h(17), h(19, 30), 'CreneauHeuresSupplementaires'), // 2.5 h extra, dinner
    creneau('2026-02-12', h(9), h(17)), // on leave that day: not worked
    creneau('2026-02-13', h(9), h(10), 'CreneauDeRecuperation'), // recovery: not worked
    creneau('2026-03-02', h(9), h(17)), // after the period
  ];
  const lesConges = [
    conges('2026-02-12', '2026-02-13', 1, 'OUVRES'), // 2 days
    conges('2026-02-26', '2026-03-03', 1, 'OUVRES'), // Thursday and Friday in February: 2 days
    conges('2026-01-30', '2026-02-01', 4, 'CALENDAIRES'), // 1 day in February
  ];
  const e = elementsPaye(creneaux, lesConges, '2026-02-01', '2026-02-28', (d) => d === '2026-02-02').get(1)!;

  it.each([
    ['worked: 8 + 8 + 3 + 7 + 2.5 hours', e.minutesTravaillees, h(28, 30)],
    ['extra hours', e.minutesSupplementaires, h(2, 30)],
    ['night: 1 + 3 + 6 hours', e.minutesNuit, h(10)],
    ['Sunday', e.minutesDimanche, h(7)],
    ['public holiday', e.minutesFeriees, h(8)],
    ['lunches', e.repasMidi, 1],
    ['dinners', e.repasSoir, 2],
    ['paid leave days', e.joursConges.get(1), 4],
    ['sick days', e.joursConges.get(4), 1],
  ])('%s', (_cas, valeur, attendu) => expect(valeur).toBe(attendu));

  it('nothing for an employee without slots or leave', () => {
    expect(elementsPaye([], [], '2026-02-01', '2026-02-28', () => false).size).toBe(0);
  });
});
