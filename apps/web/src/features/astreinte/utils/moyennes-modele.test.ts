import { describe, expect, it } from 'vitest';
import { moyennesDuModele } from './moyennes-modele';

const modele = (...ids: number[]) => ({ semaines: ids.map((employeId, i) => ({ ordre: i + 1, employeId })) });

describe('moyennesDuModele (doc. 2 §4: semaines tenues / semaines du modèle × 365,25)', () => {
  it.each([
    [
      'deux personnes sur 3 semaines',
      modele(1, 2, 1),
      [1, 2],
      [
        [1, 2, 243.5],
        [2, 1, 121.75],
      ],
    ],
    ['une seule personne', modele(4, 4), [4], [[4, 2, 365.25]]],
    [
      'une personne due sans semaine reste à 0',
      modele(1, 1, 1, 1),
      [1, 2],
      [
        [1, 4, 365.25],
        [2, 0, 0],
      ],
    ],
    [
      'une personne du modèle sans jours dus vient après',
      modele(3, 1, 3, 1),
      [1],
      [
        [1, 2, 182.625],
        [3, 2, 182.625],
      ],
    ],
    ['un modèle vide', modele(), [1], [[1, 0, 0]]],
    [
      '52 semaines, 13 chacun',
      modele(...Array.from({ length: 52 }, (_, i) => (i % 4) + 1)),
      [1, 2, 3, 4],
      [
        [1, 13, 91.3125],
        [2, 13, 91.3125],
        [3, 13, 91.3125],
        [4, 13, 91.3125],
      ],
    ],
  ] as const)('%s', (_, m, ids, attendu) =>
    expect(moyennesDuModele(m, ids)).toEqual(
      attendu.map(([employeId, semainesTenues, joursParAn]) => ({ employeId, semainesTenues, joursParAn })),
    ),
  );
});
