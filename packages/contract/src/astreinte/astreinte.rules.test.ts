import { describe, expect, it } from 'vitest';
import { couleurSolde, estDateDeModeleValide, moyenneAnnuelleJours } from './astreinte.rules';

describe('estDateDeModeleValide', () => {
  it.each([
    ['2022-12-26', true],
    ['2022-12-19', false],
    ['2023-01-02', true],
    ['2023-01-03', false],
    ['2026-11-30', true],
  ])('%s → %s', (date, attendu) => expect(estDateDeModeleValide(date)).toBe(attendu));
});

describe('moyenneAnnuelleJours', () => {
  it.each([
    [1, 4, 91.3125],
    [2, 4, 182.625],
    [0, 4, 0],
    [3, 0, 0],
    [52, 52, 365.25],
  ])('%i semaines sur %i → %f', (tenues, total, attendu) => expect(moyenneAnnuelleJours(tenues, total)).toBe(attendu));
});

describe('couleurSolde', () => {
  it.each([
    [0, 'success'],
    [1, 'warning'],
    [-1, 'warning'],
    [2, 'error'],
    [-7, 'error'],
  ] as const)('%i → %s', (solde, attendu) => expect(couleurSolde(solde)).toBe(attendu));
});
