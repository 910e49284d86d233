import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { SimulationCongesAnnuelsDialog } from './simulation-conges-annuels-dialog';

const ANNEE = new Date().getFullYear();
const ligne = {
  employeId: 7,
  nom: 'Martin',
  prenom: 'Léa',
  etablissement: 'Foyer de vie La Roseraie',
  nbJours: 1.33,
  regleCongesId: 2,
  regleDateDebut: '2024-04-24',
  dejaCredite: false,
};

function simulation(lignes: (typeof ligne)[]) {
  return (url: URL) =>
    url.pathname === '/api/conges/credit/congesAnnuels/simulation'
      ? jsonResponse({ periode: `${url.searchParams.get('_annee')}-${url.searchParams.get('_mois')}`, lignes })
      : undefined;
}

describe('Simuler congés annuels (spec §2.3)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists per employee what the chosen month would credit, and downloads the CSV', async () => {
    const fetch = mockFetch(simulation([ligne]), (url) =>
      url.pathname === '/api/conges/credit/conges_annuels.csv'
        ? new Response('\uFEFFÉtablissement;Nom', { headers: { 'Content-Type': 'text/csv' } })
        : undefined,
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<SimulationCongesAnnuelsDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Simuler congés annuels' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Mois' }));
    await user.click(screen.getByRole('option', { name: 'février' }));
    const table = await within(dialog).findByRole('table', { name: `Congés annuels de février ${ANNEE}` });
    const cellules = within(table).getAllByRole('row')[1]!.textContent;
    expect(cellules).toBe('Foyer de vie La RoseraieLéa Martin1,33 j24/04/2024Non');
    const urls = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
    expect(
      urls.some((u) => u.searchParams.get('_mois') === '2' && u.searchParams.get('_annee') === String(ANNEE)),
    ).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Télécharger le CSV' }));
    await waitFor(() => expect(clic).toHaveBeenCalledTimes(1));
    const csv = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x')).at(-1)!;
    expect(csv.pathname).toBe('/api/conges/credit/conges_annuels.csv');
    expect(csv.searchParams.get('_mois')).toBe('2');
  });

  it('says when nobody is under contract that month', async () => {
    mockFetch(simulation([]));
    renderWithProviders(<SimulationCongesAnnuelsDialog open onClose={() => undefined} />);
    expect(await screen.findByText(/^Aucun employé sous contrat en /)).toBeTruthy();
  });

  it('shows the refusal of a missing rule with a retry', async () => {
    mockFetch((url) =>
      url.pathname === '/api/conges/credit/congesAnnuels/simulation'
        ? jsonResponse(
            { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: 'Aucune règle de congés en vigueur' },
            409,
          )
        : undefined,
    );
    renderWithProviders(<SimulationCongesAnnuelsDialog open onClose={() => undefined} />);
    expect(await screen.findByText('Aucune règle de congés en vigueur')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
