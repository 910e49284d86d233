import { describe, expect, it } from 'vitest';
import { validationFixture } from '../../../testing/demande-fixtures';
import { validationADonner } from './ordre-de-decision';

describe('validationADonner (decision 088)', () => {
  it('gives the first undecided validation the viewer may give, in the order of decision', () => {
    const chef = validationFixture({ validationId: 2, abilities: { valider: true } });
    const direction = validationFixture({ validationId: 1, abilities: { valider: true }, sousValidations: [chef] });
    expect(validationADonner([direction])?.validationId).toBe(2);
  });

  it('skips what is decided or not the viewer’s, and answers nothing when none is left', () => {
    const decidee = validationFixture({ validationId: 2, accepte: true, abilities: { valider: true } });
    const autre = validationFixture({ validationId: 3, abilities: { valider: false } });
    const direction = validationFixture({
      validationId: 1,
      abilities: { valider: true },
      sousValidations: [decidee, autre],
    });
    expect(validationADonner([direction])?.validationId).toBe(1);
    expect(validationADonner([decidee, autre])).toBeUndefined();
  });
});
