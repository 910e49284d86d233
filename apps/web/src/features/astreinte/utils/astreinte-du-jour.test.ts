import { describe, expect, it } from 'vitest';
import {
  employeAstreinteFixture,
  planningAstreinteFixture,
  semaineAstreinteFixture,
} from '../../../testing/astreinte-fixtures';
import { astreinteDuJour } from './astreinte-du-jour';

const planning = planningAstreinteFixture({
  astreintesHedbdomadaires: [
    semaineAstreinteFixture('2026-11-23', 48, [1, 1, 2, 2, null, 1, 1]),
    semaineAstreinteFixture('2026-11-30', 49, [2, 2, 2, 2, 2, 2, 2]),
  ],
  employes: [
    employeAstreinteFixture({ employeId: 1, nomComplet: 'Alice Veille' }),
    employeAstreinteFixture({ employeId: 2, nomComplet: 'Bruno Garde' }),
  ],
});

describe('astreinteDuJour', () => {
  it.each([
    ['2026-11-23', 'Alice Veille'],
    ['2026-11-25', 'Bruno Garde'],
    ['2026-11-27', null],
    ['2026-11-29', 'Alice Veille'],
    ['2026-12-01', 'Bruno Garde'],
    ['2026-12-07', null],
  ])('%s → %s', (date, attendu) => {
    expect(astreinteDuJour(planning, date)).toBe(attendu);
  });
});
