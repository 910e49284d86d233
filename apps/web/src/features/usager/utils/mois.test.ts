import { describe, expect, it } from 'vitest';
import { moisPrecedent, moisSuivant, parMoisDecroissant, titreFiche } from './mois';

describe('month stepper', () => {
  it.each([
    [{ mois: 3, annee: 2026 }, { mois: 4, annee: 2026 }],
    [{ mois: 12, annee: 2025 }, { mois: 1, annee: 2026 }],
  ])('next of %o is %o', (de, attendu) => {
    expect(moisSuivant(de)).toEqual(attendu);
  });
  it.each([
    [{ mois: 3, annee: 2026 }, { mois: 2, annee: 2026 }],
    [{ mois: 1, annee: 2026 }, { mois: 12, annee: 2025 }],
  ])('previous of %o is %o', (de, attendu) => {
    expect(moisPrecedent(de)).toEqual(attendu);
  });
});

describe('titreFiche', () => {
  it('names the month in French', () => {
    expect(titreFiche({ mois: 2, annee: 2026 })).toBe('Fiche pour février 2026');
  });
});

describe('parMoisDecroissant', () => {
  it('sorts by year then month, latest first', () => {
    const fiches = [
      { mois: 12, annee: 2025 },
      { mois: 2, annee: 2026 },
      { mois: 1, annee: 2026 },
    ];
    expect([...fiches].sort(parMoisDecroissant)).toEqual([
      { mois: 2, annee: 2026 },
      { mois: 1, annee: 2026 },
      { mois: 12, annee: 2025 },
    ]);
  });
});
