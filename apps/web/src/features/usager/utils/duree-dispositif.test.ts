import { describe, expect, it } from 'vitest';
import { erreurDuree } from './duree-dispositif';

const sejour = { dispositifId: 1, libelle: 'Séjour court', dureeMinimum: 7, dureeMaximum: 30 };

describe('erreurDuree', () => {
  it.each([
    ['2026-01-01', '2026-01-07', null],
    ['2026-01-01', '2026-01-30', null],
    ['2026-01-01', '2026-01-06', 'Le dispositif « Séjour court » prévoit un accueil de 7 à 30 jours'],
    ['2026-01-01', '2026-01-31', 'Le dispositif « Séjour court » prévoit un accueil de 7 à 30 jours'],
    ['2025-12-20', '2026-01-05', null],
    ['2026-01-01', null, null],
  ])('%s → %s: %s', (debut, fin, attendu) => {
    expect(erreurDuree(sejour, debut, fin)).toBe(attendu);
  });
  it('checks nothing without a scheme', () => {
    expect(erreurDuree(undefined, '2026-01-01', '2026-01-02')).toBeNull();
  });
});
