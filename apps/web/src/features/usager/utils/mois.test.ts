import { describe, expect, it } from 'vitest';
import { titreFiche, titreMois } from './mois';

describe('titles of a month', () => {
  it.each([
    [{ mois: 2, annee: 2026 }, 'Fiche pour février 2026', 'février 2026'],
    [{ mois: 12, annee: 2025 }, 'Fiche pour décembre 2025', 'décembre 2025'],
  ])('%o', (m, fiche, mois) => {
    expect(titreFiche(m)).toBe(fiche);
    expect(titreMois(m)).toBe(mois);
  });
});
