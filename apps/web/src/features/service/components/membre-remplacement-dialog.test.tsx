import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { membreFixture } from '../../../testing/service-fixtures';
import { MembreRemplacementDialog } from './membre-remplacement-dialog';

const REMPLACANT = membreFixture({ membreId: 50, prenom: 'Inès', nom: 'Bonnet' });

function setup() {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_CHEF_DE_SERVICE_3']));
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/employe/rechercheDeNouveauxMembres/3') return jsonResponse([REMPLACANT.employe]);
    if (url.pathname === '/api/membre/31/remplacer' && init?.method === 'POST') return jsonResponse(REMPLACANT, 201);
    return undefined;
  });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<MembreRemplacementDialog open membre={membreFixture()} onClose={onClose} onSaved={onSaved} />);
  return { fetch, onClose, onSaved, user: userEvent.setup() };
}

describe('MembreRemplacementDialog (spec §2.10, sent only when valid)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the replacing employee and the date', async () => {
    const { user, fetch } = setup();
    expect(screen.getByRole('dialog', { name: 'Remplacer Julie Dupont' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remplacer' }));
    expect(await screen.findAllByText('*information obligatoire')).toHaveLength(2);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the replacing employee and the first day', async () => {
    const { user, fetch, onClose, onSaved } = setup();
    await user.click(screen.getByRole('combobox', { name: /Remplaçant/ }));
    await user.click(await screen.findByRole('option', { name: 'Inès Bonnet' }));
    const date = screen.getByRole('group', { name: /À partir du/ });
    await user.click(within(date).getByRole('spinbutton', { name: 'Jour' }));
    await user.keyboard('01092031');
    await user.click(screen.getByRole('button', { name: 'Remplacer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      employeRemplacantId: REMPLACANT.employe.employeId,
      dateDuRemplacement: '2031-09-01',
      membreARemplacerId: 31,
    });
    expect(onSaved).toHaveBeenCalledWith('Inès Bonnet remplace Julie Dupont');
  });
});
