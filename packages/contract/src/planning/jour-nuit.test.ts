import { describe, expect, it } from 'vitest';
import { periodeOf } from '../common/time-bounds';
import { bornesDuMode, estBorneDuMode, partiesJourNuit, visibleEnMode } from './jour-nuit';

describe('jour/nuit split (spec §9: day from 07:00 to 23:00)', () => {
  it.each([
    { plage: { debut: 420, fin: 840 }, jour: { debut: 420, fin: 840 }, nuit: [] },
    { plage: { debut: 840, fin: 1290 }, jour: { debut: 840, fin: 1290 }, nuit: [] },
    { plage: { debut: 1275, fin: 1440 }, jour: { debut: 1275, fin: 1380 }, nuit: [{ debut: 1380, fin: 1440 }] },
    { plage: { debut: 0, fin: 435 }, jour: { debut: 420, fin: 435 }, nuit: [{ debut: 0, fin: 420 }] },
    { plage: { debut: 0, fin: 420 }, jour: null, nuit: [{ debut: 0, fin: 420 }] },
    { plage: { debut: 1380, fin: 1440 }, jour: null, nuit: [{ debut: 1380, fin: 1440 }] },
    {
      plage: { debut: 360, fin: 1410 },
      jour: { debut: 420, fin: 1380 },
      nuit: [
        { debut: 360, fin: 420 },
        { debut: 1380, fin: 1410 },
      ],
    },
  ])('splits $plage.debut–$plage.fin', ({ plage, jour, nuit }) => {
    expect(partiesJourNuit(plage)).toEqual({ jour, nuit });
  });

  it('shows a slot in the modes it touches', () => {
    expect(visibleEnMode('jour', { debut: 420, fin: 840 })).toBe(true);
    expect(visibleEnMode('nuit', { debut: 420, fin: 840 })).toBe(false);
    expect(visibleEnMode('jour', { debut: 1275, fin: 1440 })).toBe(true);
    expect(visibleEnMode('nuit', { debut: 1275, fin: 1440 })).toBe(true);
    expect(visibleEnMode('jour', { debut: 0, fin: 420 })).toBe(false);
  });

  it('agrees with periodeOf at the limits', () => {
    expect(periodeOf(420)).toBe('jour');
    expect(periodeOf(1380)).toBe('jour');
    expect(periodeOf(419)).toBe('nuit');
    expect(periodeOf(1381)).toBe('nuit');
  });

  it('offers the bounds of spec §9 in each mode', () => {
    expect(estBorneDuMode('jour', 390)).toBe(true);
    expect(estBorneDuMode('jour', 375)).toBe(false);
    expect(estBorneDuMode('jour', 1410)).toBe(true);
    expect(estBorneDuMode('jour', 1425)).toBe(false);
    expect(estBorneDuMode('nuit', 435)).toBe(true);
    expect(estBorneDuMode('nuit', 450)).toBe(false);
    expect(estBorneDuMode('nuit', 1350)).toBe(true);
    expect(estBorneDuMode('nuit', 1335)).toBe(false);
    const nuit = bornesDuMode('nuit');
    expect(nuit[0]).toBe(0);
    expect(nuit.at(-1)).toBe(1440);
    expect(bornesDuMode('jour')).toHaveLength((1410 - 390) / 15 + 1);
  });
});
