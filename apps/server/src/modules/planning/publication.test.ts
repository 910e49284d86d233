import { describe, expect, it } from 'vitest';
import { horizonPublication, occurrences, ordreSemainePour } from './publication';

describe('horizon (DOMAIN.md: end of the next calendar year)', () => {
  it.each([
    ['2026-03-25', '2027-12-31'],
    ['2026-01-01', '2027-12-31'],
    ['2026-12-31', '2027-12-31'],
    ['2027-01-01', '2028-12-31'],
  ])('on %s it is %s', (today, horizon) => {
    expect(horizonPublication(today)).toBe(horizon);
  });
});

describe('week mapping from the start week', () => {
  it.each([
    { i: 0, k: 1, n: 4, ordre: 1 },
    { i: 1, k: 1, n: 4, ordre: 2 },
    { i: 3, k: 1, n: 4, ordre: 4 },
    { i: 4, k: 1, n: 4, ordre: 1 },
    { i: 0, k: 3, n: 4, ordre: 3 },
    { i: 1, k: 3, n: 4, ordre: 4 },
    { i: 2, k: 3, n: 4, ordre: 1 },
    { i: 105, k: 2, n: 3, ordre: 2 },
    { i: -1, k: 1, n: 4, ordre: 4 },
    { i: 7, k: 1, n: 1, ordre: 1 },
  ])('week M+$i with start $k of $n uses template week $ordre', ({ i, k, n, ordre }) => {
    expect(ordreSemainePour(i, k, n)).toBe(ordre);
  });
});

describe('occurrences of template parts', () => {
  const parts = [
    { id: 'a', ordreSemaine: 1, jourId: 1 },
    { id: 'b', ordreSemaine: 2, jourId: 7 },
    { id: 'c', ordreSemaine: 3, jourId: 3 },
  ];
  const cycle = { dateMiseEnApplication: '2026-03-30', debutCycle: 2, nbSemaines: 3 };
  const liste = (du: string, au: string) => occurrences(cycle, parts, du, au).map((o) => `${o.date}:${o.part.id}`);

  it('starts the rotation on the chosen template week', () => {
    expect(liste('2026-03-30', '2026-04-19')).toEqual(['2026-04-05:b', '2026-04-08:c', '2026-04-13:a']);
  });

  it('cycles over the template until the horizon, inclusive', () => {
    const tout = occurrences(cycle, parts, '2026-03-30', '2027-12-31');
    // 92 weeks from 30 March 2026 to 31 December 2027, one part a week.
    expect(tout).toHaveLength(92);
    expect(tout.at(-1)!.date <= '2027-12-31').toBe(true);
    // Week index 91 (2027-12-27) uses template week ((2 − 1 + 91) mod 3) + 1 = 3: Wednesday 29th.
    expect(tout.at(-1)).toEqual({ date: '2027-12-29', part: parts[2] });
  });

  it('continues the same rotation when extended from a later date (horizon job)', () => {
    const d1 = occurrences(cycle, parts, '2026-03-30', '2026-12-31');
    const d2 = occurrences(cycle, parts, '2027-01-01', '2027-12-31');
    expect([...d1, ...d2]).toEqual(occurrences(cycle, parts, '2026-03-30', '2027-12-31'));
  });

  it('writes nothing before M, nor for an empty range', () => {
    expect(liste('2026-01-01', '2026-03-29')).toEqual([]);
    expect(liste('2026-04-10', '2026-04-01')).toEqual([]);
  });

  it('handles a one-week template and a week crossing the year', () => {
    const un = occurrences(
      { dateMiseEnApplication: '2026-12-28', debutCycle: 1, nbSemaines: 1 },
      [{ ordreSemaine: 1, jourId: 5 }],
      '2026-12-28',
      '2027-01-15',
    );
    expect(un.map((o) => o.date)).toEqual(['2027-01-01', '2027-01-08', '2027-01-15']);
  });
});
