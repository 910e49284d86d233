import { describe, expect, it } from 'vitest';
import { ajouterJours, finDeTrimestre, isoDepuisJour, jourDeLaSemaine, jourDepuisIso } from './jours';

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

  it.each([
    ['2026-11-22', 10, '2026-12-02'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days = %s', (date, n, attendu) => {
    expect(ajouterJours(date, n)).toBe(attendu);
  });

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
});
