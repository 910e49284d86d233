import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCompteursDemandes } from '../../../lib/compteurs-demandes';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { AdministrationMenu } from './administration-menu';

/** Stands for the header badges: their query must be read again after the update. */
function Badges() {
  useCompteursDemandes();
  return null;
}

const appelsA = (fetch: ReturnType<typeof mockFetch>, method: string, pathname: string) =>
  fetch.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === pathname,
  ).length;

describe('administration menu: Mettre à jour le statut des demandes (spec §2.3, §4)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for confirmation, calls PUT /demande, reports the counts and refreshes the requests', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname !== '/api/demande' && url.pathname !== '/api/demande/compteurs') return undefined;
      if (init?.method === 'PUT') return jsonResponse({ demandesExaminees: 5, demandesModifiees: 2 });
      return jsonResponse({ aValider: 0, enAttente: 0 });
    });
    renderWithProviders(
      <>
        <Badges />
        <AdministrationMenu />
      </>,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(appelsA(fetch, 'GET', '/api/demande/compteurs')).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Administration' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mettre à jour le statut des demandes' }));
    const dialog = screen.getByRole('dialog', { name: 'Mettre à jour le statut des demandes' });
    expect(appelsA(fetch, 'PUT', '/api/demande')).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByText('2 demande(s) mise(s) à jour sur 5 examinée(s)')).toBeTruthy();
    expect(appelsA(fetch, 'PUT', '/api/demande')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(appelsA(fetch, 'GET', '/api/demande/compteurs')).toBe(2));
  });

  it('shows the server refusal in the dialog and changes nothing when cancelled', async () => {
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/demande' && init?.method === 'PUT'
        ? jsonResponse({ statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'Accès refusé' }, 403)
        : undefined,
    );
    renderWithProviders(<AdministrationMenu />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Administration' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mettre à jour le statut des demandes' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    expect(await within(dialog).findByText('Accès refusé')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(appelsA(fetch, 'PUT', '/api/demande')).toBe(1);
  });
});
