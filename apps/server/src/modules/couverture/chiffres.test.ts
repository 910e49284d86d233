import { describe, expect, it } from 'vitest';
import { type Besoin, chiffresParMois, mediane } from './chiffres';

const h = (iso: string) => new Date(`${iso}:00Z`);
const besoin = (date: string, o: Partial<Besoin> = {}): Besoin => ({
  date,
  debut: h(`${date}T07:00`),
  absenceConnueLe: null,
  couverture: null,
  ...o,
});

describe('mediane', () => {
  it.each([
    [[], null],
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])('%j → %s', (valeurs, attendu) => {
    expect(mediane(valeurs)).toBe(attendu);
  });
});

describe('chiffresParMois', () => {
  it('counts each month: to cover, covered in time, median delay, by whom, uncovered', () => {
    const mois = chiffresParMois(2026, [
      besoin('2026-03-04', {
        absenceConnueLe: h('2026-03-01T10:00'),
        couverture: { par: 'SERVICE', le: h('2026-03-02T10:00') },
      }),
      besoin('2026-03-05', {
        absenceConnueLe: h('2026-03-05T06:00'),
        couverture: { par: 'VACATAIRE', le: h('2026-03-05T08:00') },
      }),
      besoin('2026-03-06', { couverture: { par: 'ASSOCIATION', le: null } }),
      besoin('2026-03-07'),
      besoin('2026-04-01'),
    ]);
    expect(mois).toHaveLength(12);
    expect(mois[2]).toEqual({
      mois: '2026-03',
      aCouvrir: 4,
      couverts: 3,
      couvertsATemps: 1,
      delaiMedianHeures: 13,
      parCercle: { SERVICE: 1, ETABLISSEMENT: 0, ASSOCIATION: 1, VACATAIRE: 1 },
      nonCouverts: 1,
    });
    expect(mois[3]).toMatchObject({
      mois: '2026-04',
      aCouvrir: 1,
      couverts: 0,
      nonCouverts: 1,
      delaiMedianHeures: null,
    });
    expect(mois[0]).toMatchObject({ aCouvrir: 0, couverts: 0 });
  });
});
