import type { ApercuAbsence } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { colonnesDuMois, descriptionJour } from './jours-apercu';

const a = (shortLabel: string, demiJournee: number): ApercuAbsence => ({
  congesTypeId: 1,
  couleur: '#43A047',
  shortLabel,
  demiJournee,
});

describe('colonnesDuMois', () => {
  it('shades weekends and public holidays', () => {
    const colonnes = colonnesDuMois(['2026-11-10', '2026-11-11', '2026-11-14', '2026-11-15'], new Set(['2026-11-11']));
    expect(colonnes.map((c) => [c.numero, c.initiale, c.chome, c.ferie])).toEqual([
      [10, 'M', false, false],
      [11, 'M', true, true],
      [14, 'S', true, false],
      [15, 'D', true, false],
    ]);
  });
});

describe('descriptionJour', () => {
  it.each([
    [undefined, ''],
    [{ premier: a('CP', 0), second: null }, 'CP'],
    [{ premier: a('DJ', 1), second: null }, 'DJ matin'],
    [{ premier: a('DJ', 2), second: null }, 'DJ après-midi'],
    [{ premier: a('CP', 0), second: a('MAL', 0) }, 'CP matin, MAL après-midi'],
  ])('%o reads « %s »', (jour, texte) => {
    expect(descriptionJour(jour)).toBe(texte);
  });
});
