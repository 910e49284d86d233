import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { modeleFixture } from '../../../../testing/planning-fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { membreFixture } from '../../../../testing/service-fixtures';
import { InterchangerDialog } from './membre-echange-dialog';

function setup(reponse: Response) {
  const fetch = mockFetch((url) => (url.pathname === '/api/modelePlanning/7/interchangerMembre' ? reponse : undefined));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <InterchangerDialog
      modele={modeleFixture(1)}
      membres={[
        membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Essai' }),
        membreFixture({ membreId: 3, prenom: 'Chloé', nom: 'Essai' }),
      ]}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { fetch, onClose, onSaved, user: userEvent.setup() };
}

async function choisir(user: ReturnType<typeof userEvent.setup>, champ: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: champ }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('InterchangerDialog (spec §3 member swap)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('wants two different members, then swaps them', async () => {
    const { user, fetch, onSaved } = setup(jsonResponse(modeleFixture(1)));
    await choisir(user, /^Membre remplacé/, 'Alice Essai');
    await choisir(user, /^Membre remplaçant/, 'Alice Essai');
    await user.click(screen.getByRole('button', { name: 'Interchanger' }));
    expect(await screen.findByText('Choisir deux membres différents')).toBeTruthy();
    await choisir(user, /^Membre remplaçant/, 'Chloé Essai');
    await user.click(screen.getByRole('button', { name: 'Interchanger' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Membres interchangés'));
    const init = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ remplaceMembreId: 1, remplacantMembreId: 3 });
  });

  it('only stops loading when the swap fails (spec §8): the dialog stays as it was', async () => {
    const refus = jsonResponse({ statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: 'Refusé' }, 409);
    const { user, fetch, onClose } = setup(refus);
    await choisir(user, /^Membre remplacé/, 'Alice Essai');
    await choisir(user, /^Membre remplaçant/, 'Chloé Essai');
    const bouton = screen.getByRole('button', { name: 'Interchanger' }) as HTMLButtonElement;
    await user.click(bouton);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((fini) => setTimeout(fini, 100));
    expect(bouton.disabled).toBe(false);
    expect(screen.queryByText('Refusé')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
