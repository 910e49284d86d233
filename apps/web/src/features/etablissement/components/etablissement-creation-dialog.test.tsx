import { EXTENSION_SIRET_INVALIDE, FINESS_INVALIDE } from '@roulement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { EtablissementCreationDialog } from './etablissement-creation-dialog';

const erreurServeur = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'BAD_REQUEST',
  message: 'Association introuvable',
  fieldErrors: { raisonSociale: 'Raison sociale déjà prise' },
};

function setup(reponse: Response) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_Administrateur'], 'admin@demo.test'));
  const fetch = mockFetch((url, init) =>
    url.pathname === '/api/etablissement' && init?.method === 'POST' ? reponse : undefined,
  );
  const onCreated = vi.fn();
  renderWithProviders(<EtablissementCreationDialog open onClose={vi.fn()} onCreated={onCreated} />);
  return { fetch, onCreated, user: userEvent.setup() };
}

describe('EtablissementCreationDialog (spec §5)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires raisonSociale and extensionSIRET, not the FINESS', async () => {
    const { user, fetch } = setup(jsonResponse({}, 201));
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findAllByText('Information obligatoire')).toHaveLength(2);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the establishment in association 2', async () => {
    const { user, fetch, onCreated } = setup(jsonResponse({ etablissementId: 15 }, 201));
    await user.type(screen.getByRole('textbox', { name: /^Raison sociale/ }), 'Maison des Aulnes');
    await user.type(screen.getByRole('textbox', { name: /^Extension SIRET/ }), '00015');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      associationId: 2,
      raisonSociale: 'Maison des Aulnes',
      numeroFINESS: null,
      extensionSIRET: '00015',
    });
  });

  it('shows a server field error under its field', async () => {
    const { user } = setup(jsonResponse(erreurServeur, 400));
    await user.type(screen.getByRole('textbox', { name: /^Raison sociale/ }), 'Doublon');
    await user.type(screen.getByRole('textbox', { name: /^Extension SIRET/ }), '00015');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Raison sociale déjà prise')).toBeTruthy();
  });

  it('checks the FINESS key and the extension before sending (issue 23)', async () => {
    const { user, fetch } = setup(jsonResponse({}, 201));
    await user.type(screen.getByRole('textbox', { name: /^Raison sociale/ }), 'Maison des Aulnes');
    await user.type(screen.getByRole('textbox', { name: /^Numéro FINESS/ }), 'xyz');
    await user.type(screen.getByRole('textbox', { name: /^Extension SIRET/ }), '15');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText(FINESS_INVALIDE)).toBeTruthy();
    expect(screen.getByText(EXTENSION_SIRET_INVALIDE)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
