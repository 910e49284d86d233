import { describe, expect, it } from 'vitest';
import { LARGE, rangEtablissement } from './large';

describe('the large data set: one establishment of 200 employees (issue 27 bench)', () => {
  it.each([
    [1985, 17],
    [1990, 17],
  ])('%i new employees over %i establishments', (employes, nb) => {
    const effectifs = Array.from({ length: nb }, () => 0);
    for (let i = 0; i < employes; i++) effectifs[rangEtablissement(i, nb)]! += 1;
    expect(effectifs[0]).toBe(LARGE.plusGrand);
    const autres = effectifs.slice(1);
    expect(Math.max(...autres) - Math.min(...autres)).toBeLessThanOrEqual(1);
    // Each establishment's first employee is still its administrator.
    expect(Array.from({ length: nb }, (_, i) => rangEtablissement(i, nb))).toEqual(
      Array.from({ length: nb }, (_, i) => i),
    );
  });
});
