import type { TypeCreneau } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { type CreneauDePeriode, evaluerRecuperation, typeRecuperation } from './recuperation';

const h = (heure: number) => heure * 60;
const c = (
  creneauId: number,
  date: string,
  debut: number,
  fin: number,
  type: TypeCreneau = 'CreneauDeTravail',
): CreneauDePeriode => ({ creneauId, type, date, heureDebut: h(debut), heureFin: h(fin) });
const LUN = '2026-03-02';
const MAR = '2026-03-03';
const MER = '2026-03-04';
const periode = (dateDebut: string, debut: number, dateFin: string, fin: number) => ({
  dateDebut,
  heureDebut: h(debut),
  dateFin,
  heureFin: h(fin),
});
/** A line as [creneauId, type, date, start hour, end hour, minutes]. */
const resume = (l: ReturnType<typeof evaluerRecuperation>) =>
  l.map((x) => [x.creneauId, x.type, x.date, x.heureDebut / 60, x.heureFin / 60, x.dureeEnMinute]);

describe('typeRecuperation (spec 1 §3: training, replacement, overtime, else recovery)', () => {
  it.each([
    ['CreneauDeFormation', 'FORMATION'],
    ['CreneauDeRemplacement', 'REMPLACEMENT'],
    ['CreneauHeuresSupplementaires', 'HEURES_SUPPLEMENTAIRES'],
    ['CreneauDeTravail', 'RECUPERATION'],
    ['CreneauDeRecuperation', null],
  ] as const)('%s → %s', (type, attendu) => expect(typeRecuperation(type)).toBe(attendu));
});

describe('evaluerRecuperation (spec 1 §3: the work found in the period)', () => {
  const semaine = [
    c(3, MER, 9, 17),
    c(1, LUN, 9, 17),
    c(2, MAR, 9, 12),
    c(4, MAR, 12, 14, 'CreneauHeuresSupplementaires'),
    c(5, MAR, 14, 16, 'CreneauDeRecuperation'),
    c(6, MAR, 16, 18, 'CreneauDeFormation'),
    c(7, MAR, 18, 20, 'CreneauDeRemplacement'),
  ];
  it.each([
    [
      'the part of one day inside the hours',
      periode(LUN, 10, LUN, 12),
      new Set<string>(),
      [[1, 'RECUPERATION', LUN, 10, 12, 120]],
    ],
    ['a whole slot', periode(LUN, 8, LUN, 18), new Set<string>(), [[1, 'RECUPERATION', LUN, 9, 17, 480]]],
    ['no slot in the hours', periode(LUN, 17, LUN, 20), new Set<string>(), []],
    [
      'several days: from the start on the first day, up to the end on the last',
      periode(LUN, 15, MER, 10),
      new Set<string>(),
      [
        [1, 'RECUPERATION', LUN, 15, 17, 120],
        [2, 'RECUPERATION', MAR, 9, 12, 180],
        [4, 'HEURES_SUPPLEMENTAIRES', MAR, 12, 14, 120],
        [6, 'FORMATION', MAR, 16, 18, 120],
        [7, 'REMPLACEMENT', MAR, 18, 20, 120],
        [3, 'RECUPERATION', MER, 9, 10, 60],
      ],
    ],
    [
      'days of leave do not count',
      periode(LUN, 0, MER, 24),
      new Set([MAR]),
      [
        [1, 'RECUPERATION', LUN, 9, 17, 480],
        [3, 'RECUPERATION', MER, 9, 17, 480],
      ],
    ],
    ['slots outside the days of the period', periode('2026-03-05', 0, '2026-03-06', 24), new Set<string>(), []],
  ] as const)('%s', (_, p, conges, attendu) => {
    expect(resume(evaluerRecuperation(semaine, p, conges))).toEqual(attendu);
  });
});
