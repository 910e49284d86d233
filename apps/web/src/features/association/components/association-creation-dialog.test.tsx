import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { AssociationCreationDialog } from './association-creation-dialog';

function setup() {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_Administrateur'], 'admin@demo.test'));
  const fetch = mockFetch((url, init) =>
    url.pathname === '/api/etablissement/association' && init?.method === 'POST'
      ? jsonResponse(
          {
            associationId: 3,
            nom: 'Les Saules',
            siren: null,
            SIREN: null,
            FINESSSiegeSocial: null,
            extensionSIRETSiegeSocial: null,
          },
          201,
        )
      : undefined,
  );
  const onCreated = vi.fn();
  renderWithProviders(<AssociationCreationDialog open onClose={vi.fn()} onCreated={onCreated} />);
  return { fetch, onCreated, user: userEvent.setup() };
}

describe('AssociationCreationDialog (spec §5)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the name only', async () => {
    const { user, fetch } = setup();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Information obligatoire')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the name and the numbers given, the others as none', async () => {
    const { user, fetch, onCreated } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Les Saules');
    await user.type(screen.getByRole('textbox', { name: 'SIREN' }), '123456789');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      nom: 'Les Saules',
      SIREN: '123456789',
      FINESS: null,
      SIRET: null,
    });
  });
});
