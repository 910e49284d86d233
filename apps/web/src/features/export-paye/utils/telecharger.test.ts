import { describe, expect, it } from 'vitest';
import { anneeBudget, estDimanche } from './telecharger';

describe('export utils', () => {
  it.each([
    ['2026-03-08', true],
    ['2026-03-09', false],
    ['2026-03-07', false],
    ['2027-01-03', true],
  ])('estDimanche(%s) = %s', (iso, attendu) => expect(estDimanche(iso)).toBe(attendu));

  it('the yearly budget is for next year', () => expect(anneeBudget('2026-11-26')).toBe(2027));
});
