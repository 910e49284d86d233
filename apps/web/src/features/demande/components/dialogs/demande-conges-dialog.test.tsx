import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../../lib/auth';
import { choisirEtablissementId } from '../../../../lib/etablissement-selection';
import { erreurDeChamps, monEmployeFixture } from '../../../../testing/demande-fixtures';
import { avecDestination } from '../../../../testing/destination';
import { CONGES_TYPES } from '../../../../testing/employe-fixtures';
import { sessionFixture } from '../../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { DemandeCongesDialog } from './demande-conges-dialog';

function ouvrir(creation: () => Response) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14']));
  choisirEtablissementId(14);
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/employe/utilisateur/7') return jsonResponse([monEmployeFixture()]);
    if (url.pathname === '/api/conges/types') return jsonResponse(CONGES_TYPES);
    if (url.pathname === '/api/conges/evaluer') return jsonResponse(3);
    if (url.pathname === '/api/calendrier/joursFeries') return jsonResponse([]);
    if (url.pathname === '/api/demande/conges' && init?.method === 'POST') return creation();
    return undefined;
  });
  const onSaved = vi.fn();
  renderWithProviders(
    avecDestination(<DemandeCongesDialog open date="2026-03-10" onClose={() => undefined} onSaved={onSaved} />),
  );
  return { fetch, onSaved, user: userEvent.setup() };
}

async function choisirCongesPayes(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: /Type de congé/ }));
  await user.click(await screen.findByRole('option', { name: 'Congés payés' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('DemandeCongesDialog (spec §2.9 « Demande de congés »)', { timeout: 60_000 }, () => {
  it('shows the balance, the evaluation after the debounce and the future balance, then sends the request and opens it', async () => {
    const { fetch, onSaved, user } = ouvrir(() => jsonResponse({ demandeId: 42 }, 201));
    expect(screen.getByRole('heading', { name: 'Demande de congés' })).toBeTruthy();
    expect((await screen.findByRole('textbox', { name: /Employé/ })).getAttribute('value')).toBe('Samuel Salarié');
    await choisirCongesPayes(user);
    const solde = screen.getByRole('region', { name: 'Solde' });
    expect(within(solde).getByText('12,5 j')).toBeTruthy();
    await waitFor(() => expect(within(solde).getByText('-3 j')).toBeTruthy(), { timeout: 10_000 });
    expect(within(solde).getByText('4,5 j')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Page /demande/42/conges')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith('Demande envoyée');
    const envoi = fetch.mock.calls.find(([u]) => String(u) === '/api/demande/conges')?.[1];
    expect(JSON.parse(String(envoi?.body))).toEqual({
      employeId: 5,
      type: 1,
      dateDebut: '2026-03-10',
      dateFin: '2026-03-10',
      demiJournee: 0,
      commentaire: '',
    });
  });

  it('puts the server’s field error under its field', async () => {
    const { user } = ouvrir(() =>
      erreurDeChamps('Demande invalide', { commentaire: 'Le commentaire contient des caractères non autorisés' }),
    );
    await choisirCongesPayes(user);
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    const champ = await screen.findByRole('textbox', { name: 'Commentaire' });
    await waitFor(() => expect(champ.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Le commentaire contient des caractères non autorisés')).toBeTruthy();
    expect(screen.queryByText(/Page \//)).toBeNull();
  });
});
