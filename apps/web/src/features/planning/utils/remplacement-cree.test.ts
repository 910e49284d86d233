import { describe, expect, it } from 'vitest';
import { creneauFixture } from '../../../testing/planning-fixtures';
import { remplacementCree } from './remplacement-cree';

const LUNDI = '2026-11-16';

describe('the replacement slot a « Remplacer » created (decision 094)', () => {
  const remplace = creneauFixture(1, 1, LUNDI, 420, 840, { remplacements: [] });
  const saisie = { remplacant: 2, heureDebut: 420, heureFin: 600 };
  const remplacement = (id: number, membreId: number, debut: number, fin: number) =>
    creneauFixture(id, membreId, LUNDI, debut, fin, { type: 'CreneauDeRemplacement', remplace: 1 });

  it('finds the newest replacement of that slot by that member at those times', () => {
    const jour = [remplace, remplacement(5, 2, 420, 600), remplacement(9, 2, 420, 600), remplacement(7, 3, 600, 840)];
    expect(remplacementCree(jour, remplace, saisie)?.creneauId).toBe(9);
  });

  it('finds nothing when the answer holds no such slot', () => {
    const autre = creneauFixture(4, 2, LUNDI, 420, 600, { type: 'CreneauDeTravail' });
    expect(remplacementCree([remplace, autre, remplacement(7, 3, 420, 600)], remplace, saisie)).toBeUndefined();
  });
});
