import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { DispositifCreationDialog } from './dispositif-creation-dialog';

function setup() {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
  const fetch = mockFetch((url, init) =>
    url.pathname === '/api/etablissement/14/dispositifs' && init?.method === 'POST'
      ? jsonResponse({ succes: true, dispositifs: [] })
      : undefined,
  );
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<DispositifCreationDialog open etablissementId={14} onClose={onClose} onSaved={onSaved} />);
  return { fetch, onSaved, onClose, user: userEvent.setup() };
}

describe('DispositifCreationDialog (spec §5)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec messages: label too short, durations positive', async () => {
    const { user, fetch } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Libellé/ }), 'ab');
    await user.type(screen.getByRole('textbox', { name: /^Durée minimum/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Trop court (3 caractères minimum)')).toBeTruthy();
    expect(screen.getAllByText('Entrez une valeur positive')).toHaveLength(2);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates the scheme, reports it and closes', async () => {
    const { user, fetch, onSaved, onClose } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Libellé/ }), 'Accueil temporaire');
    await user.type(screen.getByRole('textbox', { name: /^Durée minimum/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /^Durée maximum/ }), '90');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Dispositif créé'));
    expect(onClose).toHaveBeenCalled();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      libelle: 'Accueil temporaire',
      dureeMinimum: 1,
      dureeMaximum: 90,
    });
  });
});
