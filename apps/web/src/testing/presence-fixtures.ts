import type { EmployeEnConges, EmployePresent, FicheDePresence } from '@roulement/contract';

export const employePresentFixture = (overrides: Partial<EmployePresent> = {}): EmployePresent => ({
  employeId: 1,
  nomComplet: 'Alice Martin',
  conges: null,
  ...overrides,
});

export const employeEnCongesFixture = (overrides: Partial<EmployeEnConges> = {}): EmployeEnConges => ({
  employeId: 2,
  nomComplet: 'Bruno Petit',
  type: { congesTypeId: 1, label: 'Congés payés', shortLabel: 'CP', couleur: '#4caf50' },
  demiJournee: 0,
  demiJourneeLabel: null,
  ...overrides,
});

export const ficheDePresenceFixture = (overrides: Partial<FicheDePresence> = {}): FicheDePresence => ({
  dateDeProspection: '2026-03-04',
  employesPresents: [employePresentFixture()],
  employesEnConges: [employeEnCongesFixture()],
  ...overrides,
});
