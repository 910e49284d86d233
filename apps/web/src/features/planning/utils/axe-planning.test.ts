import { describe, expect, it } from 'vitest';
import { axeDuPlanning, blocsSurAxe, dureeAxe, reperesAxe } from './axe-planning';

const creneau = (debut: number, fin: number) => ({ heureDebut: { valeur: debut }, heureFin: { valeur: fin } });

describe('service planning axis', () => {
  it.each([
    ['no slot: 07:00–23:00', [], 420, 1380],
    ['day slots only', [creneau(480, 1020)], 420, 1380],
    ['an evening to midnight reaches 24:00', [creneau(1275, 1440)], 420, 1440],
    ['a morning from 00:00 starts at 00:00', [creneau(0, 435)], 0, 1380],
    ['a night shift over two days spans the whole day', [creneau(1275, 1440), creneau(0, 435)], 0, 1440],
    ['hours are rounded outwards', [creneau(375, 500), creneau(900, 1395)], 360, 1440],
  ])('%s', (_cas, creneaux, debut, fin) => {
    expect(axeDuPlanning('jour', creneaux)).toEqual({ mode: 'jour', debut, fin });
  });

  it('keeps the night grid of 23:00–07:00 whatever the slots', () => {
    const axe = axeDuPlanning('nuit', [creneau(0, 1440)]);
    expect(dureeAxe(axe)).toBe(480);
    expect(blocsSurAxe(axe, 1275, 1440)).toEqual([{ debut: 0, fin: 60 }]);
    expect(reperesAxe(axe)[0]).toEqual({ heure: 23, decalage: 0 });
  });

  it('draws a night slot at its true hours on a whole-day axis', () => {
    const axe = { mode: 'jour' as const, debut: 0, fin: 1440 };
    expect(blocsSurAxe(axe, 1275, 1440)).toEqual([{ debut: 1275, fin: 1440 }]);
    expect(blocsSurAxe(axe, 0, 435)).toEqual([{ debut: 0, fin: 435 }]);
    expect(dureeAxe(axe)).toBe(1440);
    expect(reperesAxe(axe)).toHaveLength(25);
    expect(reperesAxe(axe).at(-1)).toEqual({ heure: 0, decalage: 1440 });
  });

  it('clips to the axis and offsets from its top', () => {
    const axe = { mode: 'jour' as const, debut: 420, fin: 1380 };
    expect(blocsSurAxe(axe, 360, 480)).toEqual([{ debut: 0, fin: 60 }]);
    expect(blocsSurAxe(axe, 0, 300)).toEqual([]);
  });
});
