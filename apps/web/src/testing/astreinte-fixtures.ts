import type {
  AstreinteHebdomadaire,
  EmployeAstreinte,
  NumeroAstreinte,
  PlanningAstreinte,
  ResumeEmploye,
} from '@roulement/contract';

export const employeAstreinteFixture = (overrides: Partial<EmployeAstreinte> = {}): EmployeAstreinte => ({
  employeId: 1,
  nomComplet: 'Daniel Directeur',
  couleur: '#1976D2',
  ...overrides,
});

export const resumeEmployeFixture = (overrides: Partial<ResumeEmploye> = {}): ResumeEmploye => ({
  employeId: 1,
  name: 'Directeur',
  nomComplet: 'Daniel Directeur',
  couleur: '#1976D2',
  nbJoursDusPourLannee: 90,
  nbJoursFaitsADate: 60,
  nbJoursPrevusSurLeTempsRestant: 30,
  nbJoursWeekEndEtFeries: 28,
  ...overrides,
});

/** A week from its Monday, with the person of each day (1 Monday … 7 Sunday). */
export const semaineAstreinteFixture = (
  lundi: string,
  numero: number,
  jours: (number | null)[],
): AstreinteHebdomadaire => ({
  semaine: { numero, semaine: lundi, annee: Number(lundi.slice(0, 4)) },
  planningDeLaSemaine: Object.fromEntries(jours.map((id, i) => [String(i + 1), id])),
});

export const planningAstreinteFixture = (overrides: Partial<PlanningAstreinte> = {}): PlanningAstreinte => ({
  astreintesHedbdomadaires: [
    semaineAstreinteFixture('2026-03-02', 10, [1, 1, 2, 2, null, 1, 1]),
    semaineAstreinteFixture('2026-03-09', 11, [2, 2, 2, 2, 2, 2, 2]),
  ],
  employes: [
    employeAstreinteFixture(),
    employeAstreinteFixture({ employeId: 2, nomComplet: 'Charlotte Chef', couleur: '#C2185B' }),
  ],
  ...overrides,
});

export const numeroAstreinteFixture = (overrides: Partial<NumeroAstreinte> = {}): NumeroAstreinte => ({
  numero: '06 12 34 56 10',
  employeId: 1,
  nomComplet: 'Daniel Directeur',
  numeroUrgence: '01 40 00 00 14',
  derniereRedirection: null,
  ...overrides,
});
