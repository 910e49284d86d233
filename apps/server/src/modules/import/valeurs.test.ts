import { describe, expect, it } from 'vitest';
import { lireNombre, lireOuiNon } from './valeurs';

describe('the values of a cell', () => {
  it('reads French and English decimals, and refuses what is not a number', () => {
    expect(lireNombre('24,5', 'Heures')).toBe(24.5);
    expect(lireNombre('35.25', 'Heures')).toBe(35.25);
    expect(() => lireNombre('trente', 'Heures')).toThrow('Heures : nombre illisible « trente »');
    expect(() => lireNombre('-', 'Jours')).toThrow('Jours : nombre illisible « - »');
  });

  it('reads yes and no the way HR files write them', () => {
    expect(lireOuiNon('Oui')).toBe(true);
    expect(lireOuiNon('x')).toBe(true);
    expect(lireOuiNon('NON')).toBe(false);
    expect(() => lireOuiNon('peut-être')).toThrow('Oui ou Non attendu, et non « peut-être »');
  });
});
