import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { RecuperationDetails } from './recuperation-details';

const RECUPERATIONS = {
  soldeRecupInitial: 90,
  soldeDeRecuperationADate: 210,
  soldeDeRecuperationTotal: 150,
  detailsParDatePasse: {
    '2026-03-02': {
      solde: 120,
      credits: [
        { heureCreditId: 1, date: '2026-03-02', raison: 'PAIEMENT' as const, commentaire: null, soldeEnMinute: 120 },
      ],
      ecarts: [],
    },
  },
  detailsParDateAVenir: {
    '2027-01-04': {
      solde: -60,
      credits: [],
      ecarts: [
        {
          creneauTriId: 7,
          type: 'Récupération' as const,
          date: '2027-01-04',
          heureDebut: 840,
          heureFin: 900,
          soldeEnMinute: -60,
          serviceId: 3,
          numeroSemaine: '01-2027',
        },
      ],
    },
  },
};

describe('RecuperationDetails (spec §2.11)', () => {
  it('shows the initial balance and the totals in hours, each date with its balance chip', () => {
    renderWithProviders(<RecuperationDetails recuperations={RECUPERATIONS} />);
    expect(screen.getByText('Solde initial : +1,50 h')).toBeTruthy();
    const aVenir = screen.getByRole('region', { name: 'À venir' });
    expect(within(aVenir).getByText('Total : -1,00 h')).toBeTruthy();
    expect(within(aVenir).getByText('Lundi 4 janvier 2027')).toBeTruthy();
    const aDate = screen.getByRole('region', { name: 'À date' });
    expect(within(aDate).getByText('Total : +2,00 h')).toBeTruthy();
  });

  it('expands a date into its credits and planning deviations, a deviation linking to the planning week', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RecuperationDetails recuperations={RECUPERATIONS} />);
    await user.click(screen.getByRole('button', { name: 'Détail du Lundi 4 janvier 2027' }));
    const lien = screen.getByRole('link', { name: 'Récupération' });
    expect(lien.getAttribute('href')).toBe('/services/3/planning/01-2027');
    expect(screen.getByText('De 14:00 à 15:00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Détail du Lundi 2 mars 2026' }));
    expect(screen.getByText("Crédit d'heures · PAIEMENT")).toBeTruthy();
  });
});
