import { type ApercuAbsence, type ApercuConges, type ApercuEmploye, periodeDuMois } from '@roulement/contract';

export const absenceFixture = (overrides: Partial<ApercuAbsence> = {}): ApercuAbsence => ({
  congesTypeId: 1,
  couleur: '#4caf50',
  shortLabel: 'CP',
  demiJournee: 0,
  ...overrides,
});

export const apercuEmployeFixture = (overrides: Partial<ApercuEmploye> = {}): ApercuEmploye => ({
  employeId: 1,
  nomComplet: 'Alice Martin',
  absences: {},
  ...overrides,
});

/** The month of the query's `_annee` and `_mois`, with these employees. */
export const apercuFixture = (annee: number, mois: number, employes: ApercuEmploye[] = []): ApercuConges => ({
  ...periodeDuMois(annee, mois),
  employes,
});
