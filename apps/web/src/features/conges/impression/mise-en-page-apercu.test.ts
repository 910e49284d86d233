import { describe, expect, it } from 'vitest';
import { largeurJour, PAGE_APERCU, pagesApercu } from './mise-en-page-apercu';

describe('pagesApercu', () => {
  it.each([
    [0, [[0, 0]]],
    [16, [[0, 16]]],
    [
      17,
      [
        [0, 16],
        [16, 17],
      ],
    ],
    [
      40,
      [
        [0, 16],
        [16, 32],
        [32, 40],
      ],
    ],
  ])('%i employees go on pages %o', (n, pages) => {
    expect(pagesApercu(n).map((p) => [p.debut, p.fin])).toEqual(pages);
  });

  it('fits 16 rows, the header and the legend on the page, and 31 days across', () => {
    const { hauteur, marge, titre, entete, ligne, legende, nom, largeur } = PAGE_APERCU;
    expect(marge + titre + entete + 16 * ligne + legende).toBeLessThanOrEqual(hauteur - marge);
    expect(marge + nom + 31 * largeurJour(31)).toBeCloseTo(largeur - marge);
  });
});
