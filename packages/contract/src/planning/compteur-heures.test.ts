import { describe, expect, it } from 'vitest';
import { compteursHeures, minutesEffectives } from './compteur-heures';
import type { TypeCreneau } from './planning.schemas';

const c = (membreId: number, type: TypeCreneau, date: string, heureDebut: number, heureFin: number) => ({
  membreId,
  type,
  date,
  heureDebut,
  heureFin,
});
const jamais = () => false;

describe('hours counter (spec §9: effective presence)', () => {
  it.each([
    { cas: 'work', creneaux: [c(1, 'CreneauDeTravail', '2026-03-30', 420, 840)], minutes: 420 },
    { cas: 'extra hours', creneaux: [c(1, 'CreneauHeuresSupplementaires', '2026-03-30', 840, 900)], minutes: 60 },
    { cas: 'replacement', creneaux: [c(1, 'CreneauDeRemplacement', '2026-03-30', 840, 1290)], minutes: 450 },
    { cas: 'training', creneaux: [c(1, 'CreneauDeFormation', '2026-03-30', 540, 1020)], minutes: 480 },
    { cas: 'recovery is not presence', creneaux: [c(1, 'CreneauDeRecuperation', '2026-03-30', 420, 480)], minutes: 0 },
    {
      cas: 'a night over midnight counts both parts',
      creneaux: [c(1, 'CreneauDeTravail', '2026-03-30', 1275, 1440), c(1, 'CreneauDeTravail', '2026-03-31', 0, 435)],
      minutes: 600,
    },
  ])('$cas: $minutes min', ({ creneaux, minutes }) => {
    expect(minutesEffectives(creneaux, jamais).get(1) ?? 0).toBe(minutes);
  });

  it('leaves out the days of unavailability', () => {
    const creneaux = [
      c(1, 'CreneauDeTravail', '2026-03-30', 420, 840),
      c(1, 'CreneauDeTravail', '2026-03-31', 420, 840),
    ];
    const enConges = (membreId: number, date: string) => membreId === 1 && date === '2026-03-31';
    expect(minutesEffectives(creneaux, enConges).get(1)).toBe(420);
  });

  it('gives every member a counter with its colour, members without slots included', () => {
    const creneaux = [
      ...Array.from({ length: 7 }, (_, i) => c(1, 'CreneauDeTravail', `2026-03-${30 + (i % 2)}`, 0, 420 + 15)),
      c(2, 'CreneauDeTravail', '2026-03-30', 420, 1020),
    ];
    expect(
      compteursHeures(
        [
          { membreId: 1, heuresHebdo: 35 },
          { membreId: 2, heuresHebdo: 35 },
          { membreId: 3, heuresHebdo: 0 },
        ],
        creneaux,
        jamais,
      ),
    ).toEqual([
      { membreId: 1, minutesEffectives: 3045, heures: 50.75, heuresHebdo: 35, etat: 'rouge' },
      { membreId: 2, minutesEffectives: 600, heures: 10, heuresHebdo: 35, etat: 'gris' },
      { membreId: 3, minutesEffectives: 0, heures: 0, heuresHebdo: 0, etat: 'gris' },
    ]);
  });

  it('is orange when the contract hours are below the effective hours', () => {
    const creneaux = [c(1, 'CreneauDeTravail', '2026-03-30', 420, 1020)];
    expect(compteursHeures([{ membreId: 1, heuresHebdo: 8 }], creneaux, jamais)[0]?.etat).toBe('orange');
  });
});
