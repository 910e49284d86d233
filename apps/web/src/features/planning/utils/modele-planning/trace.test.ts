import { describe, expect, it } from 'vitest';
import { creationsDuTrace, debutSousPointeur, plagesDuTrace, redimensionner, segmentDuBord } from './trace';

/** Pixels below the top of a grid for a number of minutes (12 px per 15 minutes). */
const px = (minutes: number) => (minutes * 12) / 15;

const lundi = { ordre: 1, jourId: 1, membreId: 3 };
const mardi = { ordre: 1, jourId: 2, membreId: 3 };

describe('drawing a slot on a column (spec §4)', () => {
  it('turns a drag down the day grid into a range snapped to the granularity', () => {
    expect(plagesDuTrace('jour', px(60) + 3, px(300) - 4, 15)).toEqual([{ debut: 480, fin: 720 }]);
    expect(plagesDuTrace('jour', px(60), px(100), 30)).toEqual([{ debut: 480, fin: 510 }]);
  });

  it('draws nothing for a click or a drag upwards: the menu opens instead', () => {
    expect(plagesDuTrace('jour', px(60), px(60) + 2, 15)).toEqual([]);
    expect(plagesDuTrace('jour', px(300), px(60), 15)).toEqual([]);
  });

  it('splits a night drawn across midnight, the morning going to the next day', () => {
    const plages = plagesDuTrace('nuit', px(0), px(60 + 420), 15);
    expect(plages).toEqual([
      { debut: 1380, fin: 1440 },
      { debut: 0, fin: 420 },
    ]);
    expect(creationsDuTrace('nuit', plages, lundi, mardi)).toEqual([
      { cible: lundi, plage: { debut: 1380, fin: 1440 } },
      { cible: mardi, plage: { debut: 0, fin: 420 } },
    ]);
    expect(creationsDuTrace('jour', [{ debut: 480, fin: 600 }], lundi, mardi)[0]?.cible).toBe(lundi);
  });

  it('reads where a click points as a start time, 00:00 at midnight of the night grid', () => {
    expect(debutSousPointeur('jour', px(90), 15)).toBe(510);
    expect(debutSousPointeur('nuit', px(60), 15)).toBe(0);
    expect(debutSousPointeur('nuit', px(30), 15)).toBe(1410);
  });
});

describe('resizing a slot by an edge (spec §4)', () => {
  const plage = { debut: 480, fin: 720 };

  it('moves the dragged edge by the pointer travel, snapped', () => {
    expect(redimensionner('jour', plage, 'bas', px(60), 15)).toEqual({ debut: 480, fin: 780 });
    expect(redimensionner('jour', plage, 'haut', -px(30) + 2, 15)).toEqual({ debut: 450, fin: 720 });
    expect(redimensionner('jour', plage, 'bas', px(20), 30)).toEqual({ debut: 480, fin: 750 });
  });

  it('keeps the start before the end by one step', () => {
    expect(redimensionner('jour', plage, 'bas', -px(600), 15)).toEqual({ debut: 480, fin: 495 });
    expect(redimensionner('jour', plage, 'haut', px(600), 15)).toEqual({ debut: 705, fin: 720 });
  });

  it('stays inside the part of the grid the edge is in', () => {
    expect(redimensionner('jour', plage, 'bas', px(2000), 15)).toEqual({ debut: 480, fin: 1380 });
    expect(redimensionner('nuit', { debut: 1380, fin: 1440 }, 'bas', px(120), 15)).toEqual({ debut: 1380, fin: 1440 });
    expect(redimensionner('nuit', { debut: 0, fin: 420 }, 'haut', -px(120), 15)).toEqual({ debut: 0, fin: 420 });
  });

  it('offers no resizer on an edge the grid cuts', () => {
    expect(segmentDuBord('jour', { debut: 1275, fin: 1440 }, 'bas')).toBeNull();
    expect(segmentDuBord('jour', { debut: 1275, fin: 1440 }, 'haut')).toEqual({ debut: 420, fin: 1380 });
    expect(segmentDuBord('nuit', { debut: 1275, fin: 1440 }, 'haut')).toBeNull();
    expect(segmentDuBord('nuit', { debut: 0, fin: 435 }, 'bas')).toBeNull();
    expect(redimensionner('jour', { debut: 1275, fin: 1440 }, 'bas', px(60), 15)).toEqual({ debut: 1275, fin: 1440 });
  });
});
