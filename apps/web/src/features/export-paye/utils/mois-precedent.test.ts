import { describe, expect, it } from 'vitest';
import { moisPrecedent } from './mois-precedent';

describe('moisPrecedent', () => {
  it.each([
    ['2026-11-28', '2026-10-01', '2026-10-31', 'octobre 2026'],
    ['2026-01-05', '2025-12-01', '2025-12-31', 'décembre 2025'],
    ['2028-03-31', '2028-02-01', '2028-02-29', 'février 2028'],
  ])('%s → %s … %s', (jour, debut, fin, libelle) => {
    expect(moisPrecedent(jour)).toEqual({ _dateDebut: debut, _dateFin: fin, libelle });
  });
});
