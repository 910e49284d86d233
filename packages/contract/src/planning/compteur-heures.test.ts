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
      {
        membreId: 1,
        minutesEffectives: 3045,
        minutesFeriesAutomatiques: 0,
        heures: 50.75,
        heuresHebdo: 35,
        etat: 'rouge',
      },
      { membreId: 2, minutesEffectives: 600, minutesFeriesAutomatiques: 0, heures: 10, heuresHebdo: 35, etat: 'gris' },
      { membreId: 3, minutesEffectives: 0, minutesFeriesAutomatiques: 0, heures: 0, heuresHebdo: 0, etat: 'gris' },
    ]);
  });

  it('is orange when the contract hours are below the effective hours', () => {
    const creneaux = [c(1, 'CreneauDeTravail', '2026-03-30', 420, 1020)];
    expect(compteursHeures([{ membreId: 1, heuresHebdo: 8 }], creneaux, jamais)[0]?.etat).toBe('orange');
  });
});

describe('automatic holiday hours (decision 076)', () => {
  // Week 19 of 2026: Friday 8 May and Thursday 14 May (Ascension) are public holidays; 35 h a week.
  const membres = [{ membreId: 1, heuresHebdo: 35 }];
  const travail = (date: string) => c(1, 'CreneauDeTravail', date, 480, 900);
  const compter = (
    creneaux: ReturnType<typeof c>[],
    feries: string[],
    indisponible: (membreId: number, date: string) => boolean = jamais,
  ) => compteursHeures(membres, creneaux, indisponible, feries)[0]!;

  it.each([
    { cas: 'strategy off: no holiday given', creneaux: [], feries: [], minutes: 0, automatiques: 0 },
    {
      cas: 'an unworked holiday on a weekday counts a fifth',
      creneaux: [],
      feries: ['2026-05-08'],
      minutes: 420,
      automatiques: 420,
    },
    {
      cas: 'a worked holiday counts its slots only',
      creneaux: [c(1, 'CreneauDeTravail', '2026-05-08', 480, 600)],
      feries: ['2026-05-08'],
      minutes: 120,
      automatiques: 0,
    },
    {
      cas: 'a holiday with training only is worked',
      creneaux: [c(1, 'CreneauDeFormation', '2026-05-08', 540, 600)],
      feries: ['2026-05-08'],
      minutes: 60,
      automatiques: 0,
    },
    {
      cas: 'a recovery slot is not work: the holiday still counts',
      creneaux: [c(1, 'CreneauDeRecuperation', '2026-05-08', 540, 600)],
      feries: ['2026-05-08'],
      minutes: 420,
      automatiques: 420,
    },
    { cas: 'a holiday on a Sunday counts nothing', creneaux: [], feries: ['2026-11-01'], minutes: 0, automatiques: 0 },
    {
      cas: 'a holiday on a Saturday counts nothing',
      creneaux: [],
      feries: ['2027-05-08'],
      minutes: 0,
      automatiques: 0,
    },
    {
      cas: 'four days worked and a holiday reach the contract',
      creneaux: ['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07'].map(travail),
      feries: ['2026-05-08'],
      minutes: 2100,
      automatiques: 420,
    },
  ])('$cas', ({ creneaux, feries, minutes, automatiques }) => {
    const compteur = compter(creneaux, feries);
    expect([compteur.minutesEffectives, compteur.minutesFeriesAutomatiques]).toEqual([minutes, automatiques]);
  });

  it('gives nothing for a holiday on leave', () => {
    const compteur = compter([], ['2026-05-14'], (_, date) => date === '2026-05-14');
    expect(compteur.minutesFeriesAutomatiques).toBe(0);
  });

  it('follows the weekly hours of the member, rounded to the minute', () => {
    const compteur = compteursHeures([{ membreId: 1, heuresHebdo: 17.5 }], [], jamais, ['2026-05-14'])[0]!;
    expect(compteur.minutesFeriesAutomatiques).toBe(210);
    expect(compteur.etat).toBe('gris');
  });
});
