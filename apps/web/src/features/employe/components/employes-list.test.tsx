import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeResumeFixture } from '../../../testing/employe-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { EmployesList, grouperEmployes } from './employes-list';

const EMPLOYES = [
  employeResumeFixture({
    employeId: 1,
    nomComplet: 'Zoé Arrivée',
    status: 'A venir',
    complementStatus: 'à compter du 01/09/2026',
  }),
  employeResumeFixture({ employeId: 2, nomComplet: 'Bruno Présent', status: 'Présent(e)', metier: 'Cuisinier' }),
  employeResumeFixture({ employeId: 3, nomComplet: 'Alice Présente', status: 'Présent(e)', metier: null }),
  employeResumeFixture({
    employeId: 4,
    nomComplet: 'Sam Sorti',
    status: 'Sorti(e)',
    complementStatus: 'depuis le 31/12/2025',
  }),
];

describe('EmployesList (spec §2.11 list groups)', () => {
  it('groups by status in the order A venir, Présents, Enregistrés, Sortis, without the empty ones', () => {
    expect(grouperEmployes(EMPLOYES).map((g) => [g.titre, g.employes.map((e) => e.employeId)])).toEqual([
      ['A venir', [1]],
      ['Présents', [3, 2]],
      ['Sortis', [4]],
    ]);
  });

  it('shows each group with its count and each employee as a link to the employee page', () => {
    renderWithProviders(<EmployesList employes={EMPLOYES} avatar={() => null} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['A venir (1)', 'Présents (2)', 'Sortis (1)']);
    const presents = screen.getByRole('list', { name: 'Présents' });
    const liens = within(presents).getAllByRole('link');
    expect(liens.map((l) => l.getAttribute('href'))).toEqual(['/employes/3', '/employes/2']);
    expect(within(presents).getByText('Cuisinier')).toBeTruthy();
    expect(screen.getByText('Aide-soignant(e) · à compter du 01/09/2026')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Enregistrés' })).toBeNull();
  });
});
