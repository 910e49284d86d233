import { borneHoraire } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { creneauProlonge, plage, totalMinutes } from './libelles-demande';

describe('request dialog texts', () => {
  it.each([
    [420, 840, '07:00 – 14:00'],
    [1380, 1440, '23:00 – 24:00'],
    [0, 75, '00:00 – 01:15'],
  ])('plage(%i, %i) = %s', (debut, fin, attendu) => {
    expect(plage(debut, fin)).toBe(attendu);
  });

  it.each([
    [null, null],
    [
      { creneauId: 5, type: 'CreneauDeTravail' as const, heureDebut: borneHoraire(420), heureFin: borneHoraire(840) },
      'Prolonge le créneau travail 07:00 – 14:00',
    ],
  ])('names the slot a proposal extends (%j)', (creneau, attendu) => {
    expect(creneauProlonge({ creneau })).toBe(attendu);
  });

  it.each([
    [[], 0],
    [[{ dureeEnMinute: 90 }, { dureeEnMinute: 30 }], 120],
  ])('totals a recovery evaluation', (recuperations, attendu) => {
    expect(totalMinutes(recuperations)).toBe(attendu);
  });
});
