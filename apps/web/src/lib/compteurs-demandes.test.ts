import { describe, expect, it } from 'vitest';
import { libelleCompteur } from './compteurs-demandes';

describe('libelleCompteur', () => {
  it.each([
    [1, 'à valider', '1 demande à valider'],
    [3, 'à valider', '3 demandes à valider'],
    [1, 'en attente', '1 demande en attente'],
    [120, 'en attente', '120 demandes en attente'],
  ] as const)('%i %s → %s', (nombre, etat, attendu) => {
    expect(libelleCompteur(nombre, etat)).toBe(attendu);
  });
});
