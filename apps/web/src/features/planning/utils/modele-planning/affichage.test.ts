import { describe, expect, it } from 'vitest';
import { creneauModeleFixture, modeleFixture } from '../../../../testing/planning-fixtures';
import { membreFixture } from '../../../../testing/service-fixtures';
import { basculer, membresAffiches, membresDeLaGrille, semainesApresSuppression } from './affichage';

const alice = membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Essai' });
const bruno = membreFixture({ membreId: 2, prenom: 'Bruno', nom: 'Essai', titulaire: false });
const chloe = membreFixture({ membreId: 3, prenom: 'Chloé', nom: 'Essai', titulaire: false });

describe('what the template grid shows', () => {
  it('has a column per titulaire, and per other member still holding template slots', () => {
    const modele = modeleFixture(1, [creneauModeleFixture(1, 1, 1, 3, 480, 600)]);
    expect(membresDeLaGrille([alice, bruno, chloe], modele)).toEqual([alice, chloe]);
  });

  it('restricts the grid to the selected members, all of them when none is selected', () => {
    expect(membresAffiches([alice, chloe], new Set())).toEqual([alice, chloe]);
    expect(membresAffiches([alice, chloe], new Set([3]))).toEqual([chloe]);
    expect([...basculer(basculer(new Set([1]), 3), 1)]).toEqual([3]);
  });

  it('renumbers the shown weeks after a deletion as the server does', () => {
    expect(semainesApresSuppression([1, 2, 4], 2)).toEqual([1, 3]);
    expect(semainesApresSuppression([3], 1)).toEqual([2]);
  });
});
