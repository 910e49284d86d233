import { afterEach, describe, expect, it, vi } from 'vitest';
import { aujourdhui, dateLongue, formatHeures, formatJours, signe } from './format';

describe('format', () => {
  afterEach(() => vi.useRealTimers());

  it('writes a long French date, capitalised, without a time-zone shift', () => {
    expect(dateLongue('2026-03-02')).toBe('Lundi 2 mars 2026');
    expect(dateLongue('2026-12-31')).toBe('Jeudi 31 décembre 2026');
  });

  it("gives today's local date as YYYY-MM-DD, zero-padded", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 23, 59));
    expect(aujourdhui()).toBe('2026-01-05');
  });

  it('writes hours to two decimals and days to at most two, signed on demand', () => {
    expect(formatHeures(210)).toBe('3,50 h');
    expect(formatJours(2.5)).toBe('2,5 j');
    expect(signe(1, '1 j')).toBe('+1 j');
    expect(signe(-1, '-1 j')).toBe('-1 j');
  });
});
