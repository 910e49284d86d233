import { FINESS_INVALIDE, SIREN_INVALIDE, SIRET_INVALIDE } from '@roulement/contract';
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
    await user.type(screen.getByRole('textbox', { name: 'SIREN' }), '775 672 272');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      nom: 'Les Saules',
      SIREN: '775672272',
      FINESS: null,
      SIRET: null,
    });
  });

  it('shows under each field why an identifier is refused, and sends nothing (issue 23)', async () => {
    const { user, fetch } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Les Saules');
    await user.type(screen.getByRole('textbox', { name: 'SIREN' }), 'abc');
    await user.type(screen.getByRole('textbox', { name: 'FINESS' }), '750000011');
    await user.type(screen.getByRole('textbox', { name: 'SIRET' }), '!!');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText(SIREN_INVALIDE)).toBeTruthy();
    expect(screen.getByText(FINESS_INVALIDE)).toBeTruthy();
    expect(screen.getByText(SIRET_INVALIDE)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'FINESS' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
