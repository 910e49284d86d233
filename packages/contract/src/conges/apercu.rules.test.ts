import { describe, expect, it } from 'vitest';
import {
  decalerMois,
  joursDeLaPeriode,
  moitiesDuJour,
  nomFichierApercu,
  periodeDuMois,
  periodeTrimestrielle,
} from './apercu.rules';
import type { ApercuAbsence } from './apercu.schemas';

const absence = (demiJournee: number, congesTypeId = 1): ApercuAbsence => ({
  congesTypeId,
  couleur: '#4CAF50',
  shortLabel: 'CP',
  demiJournee,
});

describe('periodeDuMois', () => {
  it.each([
    [2026, 11, '2026-11-01', '2026-11-30'],
    [2024, 2, '2024-02-01', '2024-02-29'],
    [2026, 2, '2026-02-01', '2026-02-28'],
    [2026, 12, '2026-12-01', '2026-12-31'],
  ])('%i-%i runs from %s to %s', (annee, mois, dateDebut, dateFin) => {
    expect(periodeDuMois(annee, mois)).toEqual({ dateDebut, dateFin });
  });
});

describe('periodeTrimestrielle', () => {
  it('covers 13 ISO weeks from the Monday of the given week', () => {
    const p = periodeTrimestrielle({ semaine: 1, annee: 2026 });
    expect(p).toEqual({ dateDebut: '2025-12-29', dateFin: '2026-03-29' });
    expect(joursDeLaPeriode(p)).toHaveLength(91);
  });
});

describe('decalerMois and nomFichierApercu', () => {
  it.each([
    [{ annee: 2026, mois: 12 }, 1, { annee: 2027, mois: 1 }],
    [{ annee: 2026, mois: 1 }, -1, { annee: 2025, mois: 12 }],
    [{ annee: 2026, mois: 6 }, 0, { annee: 2026, mois: 6 }],
  ])('%o moved by %i is %o', (m, d, attendu) => {
    expect(decalerMois(m, d)).toEqual(attendu);
  });
  it('names the PDF month-year', () => {
    expect(nomFichierApercu(2026, 11)).toBe('novembre-2026.pdf');
    expect(nomFichierApercu(2027, 2)).toBe('février-2027.pdf');
  });
});

describe('moitiesDuJour (decision 047)', () => {
  const sick = absence(0, 4);
  it.each([
    ['no leave', undefined, null, null],
    ['a full day', { premier: absence(0), second: null }, absence(0), absence(0)],
    ['a morning', { premier: absence(1), second: null }, absence(1), null],
    ['an afternoon', { premier: absence(2), second: null }, null, absence(2)],
    ['morning and afternoon', { premier: absence(1), second: absence(2, 7) }, absence(1), absence(2, 7)],
    ['two leaves', { premier: absence(0), second: sick }, absence(0), sick],
  ])('%s', (_cas, jour, matin, apresMidi) => {
    expect(moitiesDuJour(jour)).toEqual({ matin, apresMidi });
  });
});
