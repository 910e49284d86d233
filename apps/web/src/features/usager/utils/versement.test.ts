import { describe, expect, it } from 'vitest';
import { dansLaFenetre, fenetreDeVersement, montantParVersement } from './versement';

describe('fenetreDeVersement', () => {
  it.each([
    [{ mois: 3, annee: 2026 }, { debut: '2026-02-01', fin: '2026-02-28' }],
    [{ mois: 1, annee: 2026 }, { debut: '2025-12-01', fin: '2025-12-31' }],
    [{ mois: 3, annee: 2024 }, { debut: '2024-02-01', fin: '2024-02-29' }],
    [{ mois: 12, annee: 2026 }, { debut: '2026-11-01', fin: '2026-11-30' }],
  ])('sheet %o → %o', (fiche, attendu) => {
    expect(fenetreDeVersement(fiche)).toEqual(attendu);
  });

  it.each([
    ['2025-11-30', false],
    ['2025-12-01', true],
    ['2025-12-31', true],
    ['2026-01-01', false],
  ])('%s inside the January sheet window: %s', (date, attendu) => {
    expect(dansLaFenetre({ mois: 1, annee: 2026 }, date)).toBe(attendu);
  });
});

describe('montantParVersement', () => {
  it.each([
    [100, 2, 50],
    ['100.00', 3, 33.33],
    [100, 0, 0],
    [0, 2, 0],
    [-10, 2, 0],
  ])('%s over %s dates → %s', (montant, dates, attendu) => {
    expect(montantParVersement(montant, dates)).toBe(attendu);
  });
});
