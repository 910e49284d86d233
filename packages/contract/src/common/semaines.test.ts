import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ajouterJours,
  comparerSemaines,
  decalerSemaine,
  estLundi,
  estSemaineValide,
  isoDate,
  jourIdDe,
  joursDeSemaine,
  joursEntre,
  lireNumeroSemaine,
  lundiDe,
  lundiDeLaSemaineDe,
  nbSemainesDansAnnee,
  numeroSemaine,
  semaineDe,
} from './semaines';

describe('ISO weeks (spec §9: Monday first, week 1 holds 4 January)', () => {
  it.each([
    ['2026-01-01', { semaine: 1, annee: 2026 }],
    ['2025-12-29', { semaine: 1, annee: 2026 }],
    ['2027-01-03', { semaine: 53, annee: 2026 }],
    ['2027-01-04', { semaine: 1, annee: 2027 }],
    ['2021-01-03', { semaine: 53, annee: 2020 }],
    ['2024-12-30', { semaine: 1, annee: 2025 }],
    ['2026-03-29', { semaine: 13, annee: 2026 }],
  ])('%s is in week %o', (date, semaine) => {
    expect(semaineDe(date)).toEqual(semaine);
  });

  it.each([
    [{ semaine: 1, annee: 2026 }, '2025-12-29'],
    [{ semaine: 53, annee: 2026 }, '2026-12-28'],
    [{ semaine: 10, annee: 2025 }, '2025-03-03'],
    [{ semaine: 1, annee: 2021 }, '2021-01-04'],
  ])('week %o starts on %s', (s, lundi) => {
    expect(lundiDe(s)).toBe(lundi);
    expect(estLundi(lundi)).toBe(true);
    expect(semaineDe(lundi)).toEqual(s);
  });

  it('counts 52 or 53 weeks a year', () => {
    expect(nbSemainesDansAnnee(2026)).toBe(53);
    expect(nbSemainesDansAnnee(2025)).toBe(52);
    expect(nbSemainesDansAnnee(2020)).toBe(53);
  });

  it('writes and reads the SS-AAAA form', () => {
    expect(numeroSemaine({ semaine: 3, annee: 2026 })).toBe('03-2026');
    expect(lireNumeroSemaine('03-2026')).toEqual({ semaine: 3, annee: 2026 });
    expect(lireNumeroSemaine('3-2026')).toEqual({ semaine: 3, annee: 2026 });
    expect(lireNumeroSemaine('53-2025')).toBeNull();
    expect(lireNumeroSemaine('00-2026')).toBeNull();
    expect(lireNumeroSemaine('2026-03')).toBeNull();
    expect(estSemaineValide({ semaine: 53, annee: 2026 })).toBe(true);
  });

  it('steps over days, across DST changes and year ends', () => {
    expect(ajouterJours('2026-03-28', 1)).toBe('2026-03-29');
    expect(ajouterJours('2026-03-29', 1)).toBe('2026-03-30');
    expect(ajouterJours('2026-10-25', 1)).toBe('2026-10-26');
    expect(ajouterJours('2026-12-31', 1)).toBe('2027-01-01');
    expect(joursEntre('2026-03-23', '2026-03-30')).toBe(7);
    expect(joursEntre('2026-03-30', '2026-03-23')).toBe(-7);
    expect(jourIdDe('2026-03-29')).toBe(7);
    expect(lundiDeLaSemaineDe('2026-03-29')).toBe('2026-03-23');
  });

  it('lists the seven days of a week and moves by weeks', () => {
    expect(joursDeSemaine({ semaine: 1, annee: 2026 })).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
    expect(decalerSemaine({ semaine: 52, annee: 2026 }, 2)).toEqual({ semaine: 1, annee: 2027 });
    expect(decalerSemaine({ semaine: 1, annee: 2026 }, -1)).toEqual({ semaine: 52, annee: 2025 });
    expect(comparerSemaines({ semaine: 1, annee: 2027 }, { semaine: 53, annee: 2026 })).toBeGreaterThan(0);
  });
});

describe('isoDate', () => {
  it('writes the local calendar date as date-fns does, on every day from 1900 to 2200', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 11, 31), noInvalidDate: true }), (d) => {
        expect(isoDate(d)).toBe(format(d, 'yyyy-MM-dd'));
      }),
    );
  });
});
