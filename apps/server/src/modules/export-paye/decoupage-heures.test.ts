import { describe, expect, it } from 'vitest';
import { changementDHeure, decouper } from './decoupage-heures';

const h = (heure: number, minute = 0) => heure * 60 + minute;
const FERIES = new Set(['2026-05-01', '2026-11-01', '2027-01-01']);
const estFerie = (d: string) => FERIES.has(d);

describe('changementDHeure (Europe/Paris)', () => {
  it.each([
    ['2026-03-29', -1],
    ['2026-10-25', 1],
    ['2027-03-28', -1],
    ['2027-10-31', 1],
    ['2026-03-22', 0],
    ['2026-11-01', 0],
  ] as const)('%s → %i', (date, attendu) => expect(changementDHeure(date)).toBe(attendu));
});

describe('decouper: night 21:00–06:00, Sunday and public-holiday minutes', () => {
  it.each([
    ['a weekday', '2026-03-04', h(8), h(16), { total: 480, nuit: 0, dimanche: 0, ferie: 0 }],
    ['an evening into the night', '2026-03-04', h(20), h(23), { total: 180, nuit: 120, dimanche: 0, ferie: 0 }],
    ['an early morning', '2026-03-04', h(5), h(13), { total: 480, nuit: 60, dimanche: 0, ferie: 0 }],
    [
      'a whole night 21:00–06:00 in one slot',
      '2026-03-04',
      h(21),
      h(30),
      { total: 540, nuit: 540, dimanche: 0, ferie: 0 },
    ],
    ['Saturday night into Sunday', '2026-03-07', h(22), h(31), { total: 540, nuit: 480, dimanche: 420, ferie: 0 }],
    ['Sunday night into Monday', '2026-03-08', h(22), h(31), { total: 540, nuit: 480, dimanche: 120, ferie: 0 }],
    ['the spring-forward night', '2026-03-28', h(22), h(31), { total: 480, nuit: 420, dimanche: 360, ferie: 0 }],
    ['the fall-back night', '2026-10-24', h(22), h(31), { total: 600, nuit: 540, dimanche: 480, ferie: 0 }],
    ['within the skipped hour', '2026-03-29', h(1), h(4), { total: 120, nuit: 120, dimanche: 120, ferie: 0 }],
    ['within the doubled hour', '2026-10-25', h(1), h(4), { total: 240, nuit: 240, dimanche: 240, ferie: 0 }],
    ['after the change, same day', '2026-03-29', h(8), h(12), { total: 240, nuit: 0, dimanche: 240, ferie: 0 }],
    ['a public holiday', '2026-05-01', h(8), h(12), { total: 240, nuit: 0, dimanche: 0, ferie: 240 }],
    ['a Sunday public holiday', '2026-11-01', h(10), h(12), { total: 120, nuit: 0, dimanche: 120, ferie: 120 }],
    ["New Year's Eve night", '2026-12-31', h(21), h(30), { total: 540, nuit: 540, dimanche: 0, ferie: 360 }],
    [
      'a slot of the next day only (stored as the second half)',
      '2026-12-31',
      h(24),
      h(30),
      { total: 360, nuit: 360, dimanche: 0, ferie: 360 },
    ],
    ['ending at midnight', '2026-03-07', h(18), h(24), { total: 360, nuit: 180, dimanche: 0, ferie: 0 }],
  ])('%s', (_cas, date, debut, fin, attendu) => {
    expect(decouper(date, debut, fin, estFerie)).toEqual(attendu);
  });
});
