import { describe, expect, it } from 'vitest';
import { colonnesDuMois } from './jours-apercu';
import { groupesDeSemaines, titreSemaines } from './semaines-apercu';

const jours = (debut: string, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(`${debut}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });

describe('groupesDeSemaines', () => {
  it.each([
    [
      '13 semaines pleines sur deux années (2026 en compte 53)',
      '2026-11-23',
      91,
      13,
      { numero: 48, debut: '2026-11-23', jours: 7 },
      { numero: 7, debut: '2027-02-15', jours: 7 },
    ],
    [
      'une période coupée en milieu de semaine',
      '2026-11-26',
      7,
      2,
      { numero: 48, debut: '2026-11-26', jours: 4 },
      { numero: 49, debut: '2026-11-30', jours: 3 },
    ],
    [
      'une année à 53 semaines',
      '2026-12-21',
      14,
      2,
      { numero: 52, debut: '2026-12-21', jours: 7 },
      { numero: 53, debut: '2026-12-28', jours: 7 },
    ],
  ])('%s', (_, debut, n, nbGroupes, premier, dernier) => {
    const groupes = groupesDeSemaines(colonnesDuMois(jours(debut, n), new Set()));
    expect(groupes).toHaveLength(nbGroupes);
    expect(groupes[0]).toEqual(premier);
    expect(groupes.at(-1)).toEqual(dernier);
    expect(groupes.reduce((t, g) => t + g.jours, 0)).toBe(n);
  });
});

describe('titreSemaines', () => {
  it.each([
    [{ semaine: 48, annee: 2026 }, 'Semaines 48 à 7 : du 23/11/2026 au 21/02/2027'],
    [{ semaine: 1, annee: 2027 }, 'Semaines 1 à 13 : du 04/01/2027 au 04/04/2027'],
  ])('%j → %s', (debut, attendu) => expect(titreSemaines(debut, 13)).toBe(attendu));
});
