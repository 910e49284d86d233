import type { UsagerResume } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { filtrerUsagers } from './filtrer-usagers';

const usager = (usagerId: number, nom: string, prenom: string, status: UsagerResume['status']): UsagerResume => ({
  usagerId,
  etablissementId: 14,
  etatCivil: { nom, prenom, nomComplet: `${prenom} ${nom}` },
  genre: 'M',
  status,
});
const usagers = [usager(1, 'Durand', 'Léo', 'Accueilli'), usager(2, 'Martin', 'Zoé', 'A venir')];

describe('filtrerUsagers', () => {
  it.each([
    ['', false, [1, 2]],
    ['durand', false, [1]],
    ['DURAND lé', false, [1]],
    ['léo durand', false, []],
    ['', true, [2]],
    ['durand', true, []],
  ])('%j, à venir %s → %j', (recherche, aVenir, ids) => {
    expect(filtrerUsagers(usagers, recherche, aVenir).map((u) => u.usagerId)).toEqual(ids);
  });
});
