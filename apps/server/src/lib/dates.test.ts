import { describe, expect, it } from 'vitest';
import { finDeTrimestre, todayInParis } from './dates';

describe('dates', () => {
  it.each([
    ['2026-01-01', '2026-03-31'],
    ['2026-03-31', '2026-03-31'],
    ['2026-04-01', '2026-06-30'],
    ['2026-08-15', '2026-09-30'],
    ['2026-11-22', '2026-12-31'],
    ['2024-02-10', '2024-03-31'],
  ])('the quarter of %s ends on %s', (date, fin) => {
    expect(finDeTrimestre(date)).toBe(fin);
  });

  it('takes the day in Paris, not in UTC', () => {
    expect(todayInParis(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
