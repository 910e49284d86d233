import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { AdministrationMenu } from './administration-menu';

const redirection = (etablissementId: number, statut: 'REUSSIE' | 'ECHEC', erreur: string | null) => ({
  etablissementId,
  numeroUrgence: '0140000000',
  numeroDeRenvoi: statut === 'REUSSIE' ? '0611223344' : '',
  debut: '2026-03-02',
  fin: '2026-03-08',
  statut,
  erreur,
  tentatives: 1,
  demandeeLe: '2026-03-02T08:00:00.000Z',
});

describe('administration menu: Actualiser les redirections (spec §2.1)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls POST /astreinte/actualiserLesRedirections and lists the outcome, failures included', async () => {
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/astreinte/actualiserLesRedirections' && init?.method === 'POST'
        ? jsonResponse({
            redirections: [redirection(1, 'REUSSIE', null), redirection(14, 'ECHEC', "Personne n'est d'astreinte")],
          })
        : undefined,
    );
    renderWithProviders(<AdministrationMenu />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Administration' }));
    await user.click(screen.getByRole('menuitem', { name: 'Actualiser les redirections' }));
    const dialog = screen.getByRole('dialog', { name: 'Actualiser les redirections' });
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Actualiser' }));
    expect(await within(dialog).findByText('Redirection faite')).toBeTruthy();
    expect(within(dialog).getByText("Échec : Personne n'est d'astreinte")).toBeTruthy();
    const ligne = within(dialog).getByText(
      (_texte, el) => el?.textContent === 'Établissement 1 : 0140000000 → 0611223344',
    );
    expect(within(ligne).getByRole('link', { name: '0611223344' }).getAttribute('href')).toBe('tel:0611223344');
    expect(within(ligne).getByRole('link', { name: '0140000000' }).getAttribute('href')).toBe('tel:0140000000');
  });

  it('shows the refusal in the dialog', async () => {
    mockFetch(() =>
      jsonResponse(
        { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: 'Une actualisation est déjà en cours' },
        409,
      ),
    );
    renderWithProviders(<AdministrationMenu />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Administration' }));
    await user.click(screen.getByRole('menuitem', { name: 'Actualiser les redirections' }));
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByText('Une actualisation est déjà en cours')).toBeTruthy();
  });
});
