import { describe, expect, it } from 'vitest';
import { bornesModification } from './bornes-modification';

// A work slot 07:00 – 14:00.
const original = { heureDebut: 420, heureFin: 840 };

describe('shift edit bounds (spec §5)', () => {
  it('keeps a recovery inside the slot, each picker bounded by the other', () => {
    expect(bornesModification(original, { debut: 480, fin: 780 }, 'RECUPERATION')).toEqual({
      debut: { min: 420, max: 780 },
      fin: { min: 480, max: 840 },
    });
  });

  it('lets overtime start before and end after the slot, never inside it', () => {
    expect(bornesModification(original, { debut: 420, fin: 840 }, 'HEURES_SUPPLEMENTAIRES')).toEqual({
      debut: { min: null, max: 420 },
      fin: { min: 840, max: 1440 },
    });
  });

  it('moves anywhere in the day, start before end', () => {
    expect(bornesModification(original, { debut: 600, fin: null }, 'DEPLACER')).toEqual({
      debut: { min: null, max: 1440 },
      fin: { min: 600, max: 1440 },
    });
  });

  it('gives a night slot starting at midnight no start minimum (00:00 would read 24:00)', () => {
    const nuit = { heureDebut: 0, heureFin: 435 };
    expect(bornesModification(nuit, { debut: 0, fin: 435 }, 'RECUPERATION').debut.min).toBeNull();
  });
});
