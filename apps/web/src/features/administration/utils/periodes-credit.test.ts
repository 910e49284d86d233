import { describe, expect, it } from 'vitest';
import { anneesProposees, libelleMois, libelleTrimestre, moisPrecedent, trimestreCourant } from './periodes-credit';

describe('credit periods offered', () => {
  it.each([
    ['2026-11-26', { annee: 2026, mois: 10 }, { annee: 2026, trimestre: 4 }],
    ['2027-01-03', { annee: 2026, mois: 12 }, { annee: 2027, trimestre: 1 }],
    ['2027-07-01', { annee: 2027, mois: 6 }, { annee: 2027, trimestre: 3 }],
  ])('on %s', (jour, mois, trimestre) => {
    expect(moisPrecedent(jour)).toEqual(mois);
    expect(trimestreCourant(jour)).toEqual(trimestre);
  });

  it('offers two years back and the next one, named in French', () => {
    expect(anneesProposees('2026-11-26')).toEqual([2024, 2025, 2026, 2027]);
    expect(libelleMois(2026, 8)).toBe('août 2026');
    expect(libelleTrimestre(2027, 1)).toBe('1er trimestre 2027');
  });
});
