import type { ApercuConges } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { absentsParmi } from './absents';

const conge = { premier: { congesTypeId: 1, couleur: '#00FF00', shortLabel: 'CP', demiJournee: 0 }, second: null };

describe('absentsParmi', () => {
  const apercu: ApercuConges = {
    dateDebut: '2026-11-23',
    dateFin: '2027-02-21',
    employes: [
      { employeId: 1, nomComplet: 'Zoé Longue', absences: { '2026-11-23': conge, '2026-11-24': conge } },
      { employeId: 2, nomComplet: 'Alice Mardi', absences: { '2026-11-24': conge } },
      { employeId: 3, nomComplet: 'Bruno Présent', absences: { '2026-12-15': conge } },
    ],
  };

  it('keeps those off on one of the days, by name, with their days', () => {
    expect(absentsParmi(apercu, ['2026-11-24'])).toEqual([
      { employeId: 2, nomComplet: 'Alice Mardi', jours: ['2026-11-24'] },
      { employeId: 1, nomComplet: 'Zoé Longue', jours: ['2026-11-24'] },
    ]);
    expect(absentsParmi(apercu, ['2026-11-23', '2026-11-29']).map((a) => a.nomComplet)).toEqual(['Zoé Longue']);
    expect(absentsParmi(apercu, ['2026-11-25'])).toEqual([]);
  });
});
