import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { employeResumeFixture } from '../../../testing/employe-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { abilitiesDe, serviceFixture } from '../../../testing/service-fixtures';
import { ServiceCreationDialog } from './service-creation-dialog';

function setup() {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/employe/etablissement/14') {
      return jsonResponse([
        employeResumeFixture(),
        employeResumeFixture({ employeId: 9, nomComplet: 'Charlotte Chef' }),
      ]);
    }
    if (url.pathname === '/api/service' && init?.method === 'POST')
      return jsonResponse(serviceFixture({ abilities: abilitiesDe([]) }), 201);
    return undefined;
  });
  const onCreated = vi.fn();
  renderWithProviders(<ServiceCreationDialog open etablissementId={14} onClose={vi.fn()} onCreated={onCreated} />);
  return { fetch, onCreated, user: userEvent.setup() };
}

describe('ServiceCreationDialog (spec §5 service rules)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the name and the head of service', async () => {
    const { user, fetch } = setup();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Le nom du service est obligatoire')).toBeTruthy();
    expect(screen.getByText('*information obligatoire')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Le nom du service est obligatoire')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates the service in the establishment with the chosen head', async () => {
    const { user, fetch, onCreated } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Maison relais');
    await user.type(screen.getByRole('combobox', { name: /Chef de service/ }), 'charl');
    await user.click(await screen.findByRole('option', { name: 'Charlotte Chef' }));
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      nom: 'Maison relais',
      chefDeServiceId: 9,
      etablissementId: 14,
    });
  });
});
