import { describe, expect, it } from 'vitest';
import { joursAPublier } from './publication';

const modele = [
  { ordre: 2, employeId: 20 },
  { ordre: 1, employeId: 10 },
  { ordre: 3, employeId: 30 },
];

describe('joursAPublier', () => {
  it.each<[number, [string, number][]]>([
    [
      1,
      [
        ['2025-01-06', 10],
        ['2025-01-12', 10],
        ['2025-01-13', 20],
        ['2025-01-27', 10],
      ],
    ],
    [
      3,
      [
        ['2025-01-06', 30],
        ['2025-01-12', 30],
        ['2025-01-13', 10],
        ['2025-01-27', 30],
      ],
    ],
  ])('début du cycle à la semaine %i', (debut, attendus) => {
    const jours = new Map(joursAPublier(modele, debut, '2025-01-06', '2025-02-02').map((j) => [j.jour, j.employeId]));
    expect(jours.size).toBe(28);
    for (const [jour, employeId] of attendus) expect(jours.get(jour)).toBe(employeId);
  });

  it("s'arrête à l'horizon, même en milieu de semaine", () => {
    const jours = joursAPublier(modele, 1, '2026-12-28', '2026-12-31');
    expect(jours.map((j) => j.jour)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']);
  });

  it("n'écrit rien quand la date dépasse l'horizon", () => {
    expect(joursAPublier(modele, 1, '2027-01-04', '2026-12-31')).toEqual([]);
  });
});
