import { describe, expect, it } from 'vitest';
import { type CreneauVu, membresDontLePlanningChange } from './plannings-changes';

const c = (membreId: number, date: string, heureDebut = 420, heureFin = 840, type = 'CreneauDeTravail'): CreneauVu => ({
  membreId,
  date,
  heureDebut,
  heureFin,
  type,
});

describe('membresDontLePlanningChange', () => {
  it.each([
    [
      'nothing changed, in another order',
      [c(1, '2026-12-01'), c(2, '2026-12-02')],
      [c(2, '2026-12-02'), c(1, '2026-12-01')],
      [],
    ],
    ['hours moved', [c(1, '2026-12-01')], [c(1, '2026-12-01', 480)], [1]],
    ['a slot removed', [c(1, '2026-12-01'), c(2, '2026-12-01')], [c(2, '2026-12-01')], [1]],
    ['a member gains their first slot', [c(1, '2026-12-01')], [c(1, '2026-12-01'), c(3, '2026-12-04')], [3]],
    ['a day moved, same hours', [c(1, '2026-12-01')], [c(1, '2026-12-02')], [1]],
    ['the type changed', [c(2, '2026-12-01')], [c(2, '2026-12-01', 420, 840, 'CreneauDeFormation')], [2]],
  ])('%s', (_, avant, apres, attendus) => {
    expect(membresDontLePlanningChange(avant, apres)).toEqual(attendus);
  });
});
