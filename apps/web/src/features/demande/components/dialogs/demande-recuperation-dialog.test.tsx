import { AUCUNE_HEURE_DE_TRAVAIL, type RecuperationEvaluee } from '@roulement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../../lib/auth';
import { monEmployeFixture, recuperationFixture } from '../../../../testing/demande-fixtures';
import { avecDestination } from '../../../../testing/destination';
import { sessionFixture } from '../../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { DemandeRecuperationDialog } from './demande-recuperation-dialog';

function ouvrir(recuperations: RecuperationEvaluee[]) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14']));
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/employe/utilisateur/7') return jsonResponse([monEmployeFixture()]);
    if (url.pathname === '/api/demande/recuperation/evaluer') return jsonResponse({ recuperations });
    if (url.pathname === '/api/demande/recuperation' && init?.method === 'POST')
      return jsonResponse({ demandeId: 60 }, 201);
    return undefined;
  });
  const onSaved = vi.fn();
  renderWithProviders(
    avecDestination(
      <DemandeRecuperationDialog
        open
        membreId={33}
        date="2026-11-16"
        heureDebut={420}
        heureFin={840}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    ),
  );
  return { fetch, onSaved, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('DemandeRecuperationDialog (spec §2.9, §8)', { timeout: 60_000 }, () => {
  it('says that no work was found and does not send', async () => {
    const { fetch, user } = ouvrir([]);
    await user.click(await screen.findByRole('button', { name: 'Évaluer' }));
    expect(await screen.findByText(AUCUNE_HEURE_DE_TRAVAIL)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(await screen.findByRole('button', { name: 'Évaluer' })).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u) === '/api/demande/recuperation')).toBe(false);
  });

  it('lists the evaluated recoveries with their total, sends the evaluated body and opens the request', async () => {
    const { fetch, onSaved, user } = ouvrir([
      recuperationFixture(),
      recuperationFixture({ type: 'FORMATION', date: '2026-11-17', dureeEnMinute: 90, creneauId: 6 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Évaluer' }));
    expect(await screen.findByRole('table', { name: 'Récupérations évaluées' })).toBeTruthy();
    expect(screen.getByText('Formation')).toBeTruthy();
    expect(screen.getByText('8,50 h')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Page /demande/60/recuperation')).toBeTruthy();
    const envoi = fetch.mock.calls.find(([u]) => String(u) === '/api/demande/recuperation')?.[1];
    expect(JSON.parse(String(envoi?.body))).toEqual({
      membreId: 33,
      dateDebut: '2026-11-16',
      heureDebut: 420,
      dateFin: '2026-11-16',
      heureFin: 840,
      commentaire: null,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Demande envoyée'));
  });
});
