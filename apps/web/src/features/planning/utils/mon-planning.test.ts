import { describe, expect, it } from 'vitest';
import { creneauFixture } from '../../../testing/planning-fixtures';
import { cartesParJour, minutesTravaillees } from './mon-planning';

const ids = (parJour: ReturnType<typeof cartesParJour>) =>
  Object.fromEntries(
    [...parJour].map(([date, cartes]) => [date, cartes.map((c) => [c.creneau.creneauId, c.suite?.creneauId])]),
  );

describe('Mon planning’s cards (issue 23)', () => {
  it('joins a night’s two parts on the evening it starts, two nights in a row included', () => {
    const cartes = cartesParJour([
      creneauFixture(4, 1, '2026-12-30', 0, 435),
      creneauFixture(1, 1, '2026-12-28', 1275, 1440),
      creneauFixture(2, 1, '2026-12-29', 0, 435),
      creneauFixture(3, 1, '2026-12-29', 1275, 1440),
      creneauFixture(5, 1, '2026-12-30', 840, 1290),
    ]);
    expect(ids(cartes)).toEqual({
      '2026-12-28': [[1, 2]],
      '2026-12-29': [[3, 4]],
      '2026-12-30': [[5, undefined]],
    });
  });

  it('keeps apart the parts of other members, other types, or a night whose morning is in another week', () => {
    const cartes = cartesParJour([
      creneauFixture(1, 1, '2027-01-03', 1275, 1440),
      creneauFixture(2, 2, '2026-12-29', 0, 435),
      creneauFixture(3, 1, '2026-12-28', 1275, 1440),
      creneauFixture(4, 1, '2026-12-29', 0, 435, { type: 'CreneauDeRemplacement' }),
    ]);
    expect(ids(cartes)).toEqual({
      '2026-12-28': [[3, undefined]],
      '2026-12-29': [
        [2, undefined],
        [4, undefined],
      ],
      '2027-01-03': [[1, undefined]],
    });
  });

  it('counts presence only, without the slots of a day of leave nor recovery', () => {
    expect(
      minutesTravaillees([
        creneauFixture(1, 1, '2026-12-28', 420, 840, { indisponible: true }),
        creneauFixture(2, 1, '2026-12-29', 420, 840),
        creneauFixture(3, 1, '2026-12-29', 840, 900, { type: 'CreneauDeRecuperation' }),
        creneauFixture(4, 1, '2026-12-30', 540, 600, { type: 'CreneauDeFormation' }),
      ]),
    ).toBe(480);
  });
});
