import { describe, expect, it } from 'vitest';
import { resumeCompteurs } from './libelles-import';

describe('resumeCompteurs', () => {
  it('names the non-zero counts, singular or plural', () => {
    expect(resumeCompteurs({ compteurs: { creations: 3, modifications: 1, inchanges: 0, erreurs: 1 } })).toBe(
      '3 créations, 1 mise à jour, 1 erreur',
    );
    expect(resumeCompteurs({ compteurs: { creations: 0, modifications: 0, inchanges: 0, erreurs: 0 } })).toBe(
      'Aucune ligne',
    );
  });
});
