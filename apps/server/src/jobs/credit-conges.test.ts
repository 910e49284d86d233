import { describe, expect, it } from 'vitest';
import { anneeCongesClose, periodesDues } from './credit-conges';

describe('periodesDues', () => {
  it.each([
    ['2026-11-01', ['2026-10', '2026-T4', '2026-ANC']],
    ['2027-01-15', ['2026-12', '2027-T1', '2026-ANC']],
    ['2027-05-31', ['2027-04', '2027-T2', '2026-ANC']],
    ['2027-06-01', ['2027-05', '2027-T2', '2027-ANC']],
  ])('on %s: the past month, the current quarter and the current leave year', (jour, attendu) => {
    expect(periodesDues(jour).map((p) => p.periode.cle)).toEqual(attendu);
  });
});

describe('anneeCongesClose (decision 077)', () => {
  it.each([
    ['2026-05-31', 2024],
    ['2026-06-01', 2025],
    ['2026-12-31', 2025],
    ['2027-01-01', 2025],
  ])('on %s: the leave year starting 1 June %i', (jour, annee) => {
    expect(anneeCongesClose(jour)).toBe(annee);
  });
});
