import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creneauFixture, planningFixture } from '../../../../testing/planning-fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { membreFixture } from '../../../../testing/service-fixtures';
import { CompteursHeures } from './compteurs-heures';

const alice = membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Martin', heuresHebdo: 35 });
const S19 = { semaine: 19, annee: 2026 };

describe('CompteursHeures', () => {
  it('shows the contract in the hint when no holiday is counted', () => {
    const planning = planningFixture(S19, [alice], [creneauFixture(1, 1, '2026-05-04', 480, 900)]);
    renderWithProviders(<CompteursHeures compteurs={planning.compteurs} membres={planning.membres} />);
    expect(screen.getByTitle('Contrat : 35 h par semaine').textContent).toBe('Alice Martin : 7,00 h');
  });

  it('counts and names the unworked holidays the service counts automatically (decision 076)', () => {
    const planning = planningFixture(S19, [alice], [creneauFixture(1, 1, '2026-05-04', 480, 900)], {
      feriesAutomatiques: ['2026-05-08'],
    });
    renderWithProviders(<CompteursHeures compteurs={planning.compteurs} membres={planning.membres} />);
    expect(screen.getByTitle('Contrat : 35 h par semaine ; dont 7,00 h de jours fériés chômés').textContent).toBe(
      'Alice Martin : 14,00 h',
    );
  });
});
