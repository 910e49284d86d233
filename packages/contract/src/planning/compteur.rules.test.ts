import { describe, expect, it } from 'vitest';
import { etatCompteur, heuresArrondies } from './compteur.rules';

describe('hours counter colour (spec §9)', () => {
  it.each([
    { minutes: 48 * 60, contrat: 50, attendu: 'gris' },
    { minutes: 48 * 60 + 1, contrat: 50, attendu: 'rouge' },
    { minutes: 49 * 60, contrat: 35, attendu: 'rouge' },
    { minutes: 36 * 60, contrat: 35, attendu: 'orange' },
    { minutes: 35 * 60, contrat: 35, attendu: 'gris' },
    { minutes: 20 * 60, contrat: 35, attendu: 'gris' },
    { minutes: 60, contrat: 0, attendu: 'orange' },
    { minutes: 0, contrat: 0, attendu: 'gris' },
  ])('$minutes min against $contrat h is $attendu', ({ minutes, contrat, attendu }) => {
    expect(etatCompteur(minutes, contrat)).toBe(attendu);
  });

  it('rounds to two decimals', () => {
    expect(heuresArrondies(100)).toBe(1.67);
    expect(heuresArrondies(2115)).toBe(35.25);
  });
});
