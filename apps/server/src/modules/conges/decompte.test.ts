import type { ModeDecompte } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { compterJours, compterJoursEntre } from './decompte';

const periode = (dateDebut: string, dateFin = dateDebut, demiJournee = 0) => ({ dateDebut, dateFin, demiJournee });

describe('compterJours by counting mode (DOMAIN.md)', () => {
  // 2026-05: Friday 1 (Fête du travail), Friday 8 (Victoire), Thursday 14 (Ascension), Monday 25 (Pentecôte).
  it.each<[string, ModeDecompte, ReturnType<typeof periode>, number]>([
    ['a plain week Monday–Sunday, ouvrables', 'OUVRABLES', periode('2026-06-01', '2026-06-07'), 6],
    ['a plain week Monday–Sunday, ouvrés', 'OUVRES', periode('2026-06-01', '2026-06-07'), 5],
    ['a plain week Monday–Sunday, calendaires', 'CALENDAIRES', periode('2026-06-01', '2026-06-07'), 7],
    [
      'a plain week, planning without the planning read (counted as ouvrés)',
      'PLANNING',
      periode('2026-06-01', '2026-06-07'),
      5,
    ],
    ['the week of the Ascension, ouvrables', 'OUVRABLES', periode('2026-05-11', '2026-05-17'), 5],
    ['the week of the Ascension, ouvrés', 'OUVRES', periode('2026-05-11', '2026-05-17'), 4],
    ['the week of the Ascension, calendaires (holidays count)', 'CALENDAIRES', periode('2026-05-11', '2026-05-17'), 7],
    ['May 2026, ouvrables: 26 Monday–Saturday minus 4 holidays', 'OUVRABLES', periode('2026-05-01', '2026-05-31'), 22],
    ['May 2026, ouvrés: 21 weekdays minus 4 holidays', 'OUVRES', periode('2026-05-01', '2026-05-31'), 17],
    ['a Sunday alone, ouvrables', 'OUVRABLES', periode('2026-06-07'), 0],
    ['a Saturday alone, ouvrables', 'OUVRABLES', periode('2026-06-06'), 1],
    ['a Saturday alone, ouvrés', 'OUVRES', periode('2026-06-06'), 0],
    ['Christmas on a Friday, ouvrés', 'OUVRES', periode('2026-12-25'), 0],
    ['over the new year, ouvrables', 'OUVRABLES', periode('2026-12-28', '2027-01-03'), 5],
    ['a whole year, calendaires', 'CALENDAIRES', periode('2028-01-01', '2028-12-31'), 366],
    ['a morning, ouvrés', 'OUVRES', periode('2026-06-02', '2026-06-02', 1), 0.5],
    ['an afternoon, ouvrés', 'OUVRES', periode('2026-06-02', '2026-06-02', 2), 0.5],
    ['a morning on a public holiday, ouvrés', 'OUVRES', periode('2026-07-14', '2026-07-14', 1), 0],
    ['a morning on a Sunday, calendaires', 'CALENDAIRES', periode('2026-06-07', '2026-06-07', 1), 0.5],
    ['a half day over several days is not a half day', 'OUVRES', periode('2026-06-01', '2026-06-02', 1), 0],
  ])('%s', (_cas, mode, p, attendu) => {
    expect(compterJours(mode, p)).toBe(attendu);
  });

  it('counts the 2024 leap day, and Easter Monday of each year', () => {
    expect(compterJours('CALENDAIRES', periode('2024-02-28', '2024-03-01'))).toBe(3);
    expect(compterJours('OUVRES', periode('2025-04-21'))).toBe(0);
    expect(compterJours('OUVRES', periode('2026-04-06'))).toBe(0);
    expect(compterJours('OUVRES', periode('2026-04-07'))).toBe(1);
  });

  it('does not depend on the time zone of the server', () => {
    const tz = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(compterJours('OUVRES', periode('2026-05-11', '2026-05-17'))).toBe(4);
      process.env.TZ = 'America/Los_Angeles';
      expect(compterJours('OUVRES', periode('2026-05-11', '2026-05-17'))).toBe(4);
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });
});

describe('compterJoursEntre (the part of a leave inside a period)', () => {
  it.each<[string, ReturnType<typeof periode>, string, string, number]>([
    ['a leave inside the period', periode('2026-06-01', '2026-06-05'), '2026-01-01', '2026-12-31', 5],
    ['a leave over the new year, this year’s part', periode('2026-12-28', '2027-01-08'), '2026-01-01', '2026-12-31', 4],
    ['a leave over the new year, next year’s part', periode('2026-12-28', '2027-01-08'), '2027-01-01', '2027-12-31', 5],
    ['a leave in progress, up to today', periode('2026-11-16', '2026-11-27'), '2026-01-01', '2026-11-22', 5],
    ['a leave outside the period', periode('2025-06-02', '2025-06-06'), '2026-01-01', '2026-12-31', 0],
    ['a half day inside', periode('2026-06-02', '2026-06-02', 2), '2026-01-01', '2026-12-31', 0.5],
  ])('%s', (_cas, p, debut, fin, attendu) => {
    expect(compterJoursEntre('OUVRES', p, debut, fin)).toBe(attendu);
  });
});

describe('compterJours in PLANNING mode', () => {
  const travailles = new Set(['2026-06-01', '2026-06-06', '2026-06-07', '2026-06-09']);
  it('counts the worked days of the range, weekends and holidays included', () => {
    expect(compterJours('PLANNING', periode('2026-06-01', '2026-06-07'), travailles)).toBe(3);
    expect(compterJours('PLANNING', periode('2026-06-02', '2026-06-05'), travailles)).toBe(0);
    expect(compterJours('PLANNING', periode('2026-06-01', '2026-06-01', 2), travailles)).toBe(0.5);
    expect(compterJours('PLANNING', periode('2026-06-01', '2026-06-07'), new Set())).toBe(0);
  });
});
