import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeFixture } from '../../../../testing/employe-fixtures';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { SoldesEnBref } from './soldes-en-bref';

afterEach(() => vi.unstubAllGlobals());

const servir = (body: unknown) =>
  mockFetch((url) => (url.pathname === '/api/employe/utilisateur/7' ? jsonResponse(body) : undefined));

describe('SoldesEnBref', () => {
  it('shows each balance at a glance, a negative one in red, and links to the detail', async () => {
    servir([employeFixture()]);
    renderWithProviders(<SoldesEnBref utilisateurId={7} />);
    const groupe = await screen.findByRole('group', { name: 'Soldes : Maison des Aulnes' });
    const valeurs = within(groupe)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(
      within(groupe)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Congés payés', 'Congés trimestriels', 'Récupérations']);
    expect(valeurs).toEqual(['12,5 j', '-1 j', '5,50 h']);
    expect(screen.getByRole('link', { name: 'Détail de mes soldes' }).getAttribute('href')).toBe('/profil/soldes');
  });

  it('names each establishment when I work in several', async () => {
    servir([
      employeFixture(),
      employeFixture({
        employeId: 9,
        etablissement: { etablissementId: 6, raisonSociale: 'La Roseraie', siegeSocialId: 1, granulariteMinutes: 15 },
      }),
    ]);
    renderWithProviders(<SoldesEnBref utilisateurId={7} />);
    expect(await screen.findByRole('heading', { name: 'La Roseraie' })).toBeTruthy();
  });

  it('says so without an employment record', async () => {
    servir([]);
    renderWithProviders(<SoldesEnBref utilisateurId={7} />);
    expect(await screen.findByText('Aucun solde à afficher')).toBeTruthy();
  });
});
