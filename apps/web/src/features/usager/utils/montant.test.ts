import { describe, expect, it } from 'vitest';
import { couleurMontant, formatEuros } from './montant';

// Intl writes narrow no-break spaces; compare on plain spaces.
const plat = (s: string) => s.replace(/\s/g, ' ');

describe('formatEuros', () => {
  it.each([
    [0, '0,00 €'],
    [12.5, '12,50 €'],
    [1234.5, '1 234,50 €'],
    [-30, '-30,00 €'],
  ])('%s → %s', (montant, attendu) => {
    expect(plat(formatEuros(montant))).toBe(attendu);
  });
});

describe('couleurMontant', () => {
  it.each([
    [10, 'success.main'],
    [0.01, 'success.main'],
    [-0.01, 'error.main'],
    [0, 'text.disabled'],
  ])('%s → %s', (montant, attendu) => {
    expect(couleurMontant(montant)).toBe(attendu);
  });
});
