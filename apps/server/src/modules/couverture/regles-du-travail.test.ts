import { REGLES_DU_TRAVAIL_PAR_DEFAUT as R, type ReglesDuTravail } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import {
  evaluer,
  heuresComplementaires,
  joursConsecutifs,
  moyenneDouzeSemaines,
  reposHebdomadaire,
  reposQuotidien,
  type Situation,
  travailDeLaSemaine,
  travailDuJour,
} from './regles-du-travail';

/** Day `j` (0 = Monday of week 0) from `de` to `a` hours; `a` over 24 runs into the next day. */
const p = (j: number, de: number, a: number) => ({ debut: j * 1440 + de * 60, fin: j * 1440 + a * 60 });
/** The slot to take is on Wednesday of week 1 (day 9) unless told. */
const situation = (o: Partial<Situation> = {}): Situation => ({
  creneau: p(9, 7, 14),
  travail: [],
  minutesOnzeSemaines: 11 * 35 * 60,
  contratMinutes: 35 * 60,
  ...o,
});

describe('repos quotidien — Code du travail L3131-1 (11 h), L3131-2 et accord CCN 66 (9 h par dérogation)', () => {
  it.each([
    ['no work around', [], 'OK', 'repos de 11 h respecté'],
    ['the day before ends at 20:00: 11 h', [p(8, 13, 20)], 'OK', 'repos de 11 h respecté'],
    [
      'the day before ends at 21:30: 9 h 30',
      [p(8, 14, 21.5)],
      'DEROGATION',
      'repos de 9 h 30 seulement (dérogation CCN 66 possible)',
    ],
    ['the day before ends at 23:00: 8 h', [p(8, 15, 23)], 'BLOQUANT', 'repos de 8 h seulement'],
    ['the next shift starts at 22:00: 8 h after', [p(9, 22, 24), p(10, 0, 6)], 'BLOQUANT', 'repos de 8 h seulement'],
    ['a split shift: the break is not the rest', [p(9, 17, 20)], 'OK', 'repos de 11 h respecté'],
    [
      'a split shift ending at 21:00: 10 h',
      [p(9, 17, 21)],
      'DEROGATION',
      'repos de 10 h seulement (dérogation CCN 66 possible)',
    ],
    [
      'a night ending at 07:00 then the slot: 17 h of work',
      [p(8, 21, 24), p(9, 0, 7)],
      'BLOQUANT',
      'repos de 7 h seulement',
    ],
  ] as const)('%s', (_cas, travail, niveau, raison) => {
    expect(reposQuotidien(R, situation({ travail }))).toEqual({ niveau, raison });
  });
});

describe('durée quotidienne — L3121-18 (10 h), L3121-19 (12 h par dérogation)', () => {
  it.each([
    ['7 h', [], 'OK', null],
    ['10 h', [p(9, 14, 17)], 'OK', null],
    ['11 h', [p(9, 14, 18)], 'DEROGATION', '11 h de travail ce jour-là (dérogation possible)'],
    ['13 h', [p(9, 14, 20)], 'BLOQUANT', '13 h de travail ce jour-là'],
  ] as const)('%s', (_cas, travail, niveau, raison) => {
    expect(travailDuJour(R, situation({ travail }))).toEqual({ niveau, raison });
  });
});

/** Monday to Friday of week 1 but Wednesday, `h` hours a day. */
const semaineDe = (h: number) => [7, 8, 10, 11].map((j) => p(j, 7, 7 + h));

describe('durée hebdomadaire — L3121-20 (48 h)', () => {
  it.each([
    ['35 h against 35 h', semaineDe(7), 'OK', '35 h / 35 h cette semaine'],
    ['47 h', semaineDe(10), 'OK', '47 h / 35 h cette semaine'],
    ['51 h', [...semaineDe(10), p(12, 7, 11)], 'BLOQUANT', '51 h / 35 h cette semaine, plus de 48 h'],
  ] as const)('%s', (_cas, travail, niveau, raison) => {
    expect(travailDeLaSemaine(R, situation({ travail }))).toEqual({ niveau, raison });
  });
  it('says the week alone without a contract', () => {
    expect(travailDeLaSemaine(R, situation({ contratMinutes: null })).raison).toBe('7 h cette semaine');
  });
});

describe('moyenne sur 12 semaines — L3121-22 (44 h)', () => {
  it.each([
    ['35 h before, 35 h now', 11 * 35 * 60, semaineDe(7), 'OK', '35 h de moyenne sur 12 semaines'],
    ['44 h before, 44 h now', 11 * 44 * 60, [...semaineDe(9), p(12, 7, 8)], 'OK', '44 h de moyenne sur 12 semaines'],
    ['46 h before, 47 h now', 11 * 46 * 60, semaineDe(10), 'BLOQUANT', '46 h 05 de moyenne sur 12 semaines'],
  ] as const)('%s', (_cas, minutesOnzeSemaines, travail, niveau, raison) => {
    expect(moyenneDouzeSemaines(R, situation({ minutesOnzeSemaines, travail }))).toEqual({ niveau, raison });
  });
});

describe('repos hebdomadaire — L3132-2 (24 h + 11 h = 35 h consécutives)', () => {
  const tousLesJours = (j0: number, j1: number) => Array.from({ length: j1 - j0 + 1 }, (_, i) => p(j0 + i, 7, 14));
  it.each([
    ['Saturday and Sunday off', tousLesJours(7, 11).filter((x) => x.debut !== p(9, 7, 14).debut), 'OK', null],
    ['the weekend of week 0 runs into Monday', [p(4, 7, 14), ...tousLesJours(7, 13)], 'OK', null],
    [
      'a 7:00 start after a day off, every day',
      [...tousLesJours(5, 8), ...tousLesJours(10, 16)],
      'BLOQUANT',
      'repos hebdomadaire de 17 h seulement',
    ],
  ] as const)('%s', (_cas, travail, niveau, raison) => {
    expect(reposHebdomadaire(R, situation({ travail }))).toEqual({ niveau, raison });
  });
});

describe('jours consécutifs — L3132-1 (6 jours au plus)', () => {
  it.each([
    ['Monday to Saturday', [7, 8, 10, 11, 12], 'OK', null],
    ['Saturday of week 0 to Saturday', [5, 6, 7, 8, 10, 11, 12], 'BLOQUANT', "8 jours de travail d'affilée"],
    ['a day off on Tuesday', [5, 6, 7, 10, 11, 12], 'OK', null],
  ] as const)('%s', (_cas, jours, niveau, raison) => {
    expect(joursConsecutifs(R, situation({ travail: jours.map((j) => p(j, 7, 14)) }))).toEqual({ niveau, raison });
  });
});

const tiers: ReglesDuTravail = { ...R, partHeuresComplementaires: 'TIERS' };
describe('heures complémentaires — L3123-20 (un dixième), L3123-22 (un tiers par accord), L3123-9', () => {
  it.each([
    ['part time within the contract', R, 20, [p(7, 7, 14)], 'OK', null, 'NORMALES'],
    ['20 h + 2 h: under a tenth', R, 20, [p(7, 7, 14), p(8, 7, 15)], 'OK', '2 h complémentaires', 'COMPLEMENTAIRES'],
    [
      '20 h + 4 h: over a tenth',
      R,
      20,
      [p(7, 7, 14), p(8, 7, 17)],
      'BLOQUANT',
      '4 h complémentaires, plus que les 2 h permises',
      'COMPLEMENTAIRES',
    ],
    [
      '20 h + 4 h: under a third by agreement',
      tiers,
      20,
      [p(7, 7, 14), p(8, 7, 17)],
      'OK',
      '4 h complémentaires',
      'COMPLEMENTAIRES',
    ],
    [
      '30 h + 6 h reaches 35 h',
      tiers,
      30,
      semaineDe(7.25),
      'BLOQUANT',
      '6 h complémentaires, plus que les 10 h permises',
      'COMPLEMENTAIRES',
    ],
    ['full time: overtime', R, 35, semaineDe(8), 'OK', '4 h supplémentaires', 'SUPPLEMENTAIRES'],
    ['no contract: no limit', R, null, semaineDe(8), 'OK', null, 'NORMALES'],
  ] as const)('%s', (_cas, regle, contrat, travail, niveau, raison, nature) => {
    const s = situation({ contratMinutes: contrat === null ? null : contrat * 60, travail });
    expect(heuresComplementaires(regle, s)).toEqual({ niveau, raison, nature });
  });
});

describe('evaluer', () => {
  it('removes on a blocking breach, warns on a derogation, and gives every reason in order', () => {
    expect(evaluer(R, situation({ travail: [p(8, 14, 21.5)] }))).toEqual({
      bloquant: false,
      derogation: true,
      raisons: [
        'repos de 9 h 30 seulement (dérogation CCN 66 possible)',
        '14 h 30 / 35 h cette semaine',
        '33 h 18 de moyenne sur 12 semaines',
      ],
      nature: 'NORMALES',
      minutesSemaine: 870,
    });
    expect(evaluer(R, situation({ travail: [p(8, 15, 23)] })).bloquant).toBe(true);
  });
});
