import { describe, expect, it } from 'vitest';
import { isoDepuisJour, jourDeLaSemaine, jourDepuisIso } from './jours';

describe('jours', () => {
  it('goes from a date to a day number and back', () => {
    for (const d of ['1900-01-01', '1970-01-01', '2024-02-29', '2026-11-22', '2200-12-31']) {
      expect(isoDepuisJour(jourDepuisIso(d))).toBe(d);
    }
  });

  it.each([
    ['2026-11-23', 1],
    ['2026-11-22', 7],
    ['1970-01-01', 4],
    ['1969-12-28', 7],
    ['2024-02-29', 4],
  ])('%s is ISO day %i', (date, jour) => {
    expect(jourDeLaSemaine(jourDepuisIso(date))).toBe(jour);
  });
});
