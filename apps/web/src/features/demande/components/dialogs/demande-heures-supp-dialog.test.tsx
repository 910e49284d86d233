import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../../lib/auth';
import { monEmployeFixture, propositionFixture } from '../../../../testing/demande-fixtures';
import { avecDestination } from '../../../../testing/destination';
import { sessionFixture } from '../../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { DemandeHeuresSuppDialog } from './demande-heures-supp-dialog';

const matin = propositionFixture({ heureDebut: 360, heureFin: 420 });
const soir = propositionFixture();

function ouvrir() {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14']));
  let prochainId = 50;
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/employe/utilisateur/7') return jsonResponse([monEmployeFixture()]);
    if (url.pathname === '/api/demande/heuresSupp/evaluer') return jsonResponse({ demandes: [matin, soir] });
    if (url.pathname === '/api/demande/heuresSupp' && init?.method === 'POST')
      return jsonResponse({ demandeId: prochainId++ }, 201);
    return undefined;
  });
  const onSaved = vi.fn();
  renderWithProviders(
    avecDestination(
      <DemandeHeuresSuppDialog
        open
        membreId={31}
        date="2026-11-16"
        heureDebut={360}
        heureFin={900}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    ),
  );
  return { fetch, onSaved, user: userEvent.setup() };
}

const corps = (fetch: ReturnType<typeof mockFetch>, chemin: string) =>
  fetch.mock.calls.filter(([u]) => String(u) === chemin).map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => vi.unstubAllGlobals());

describe("DemandeHeuresSuppDialog (spec §2.9 « Demande d'heures complémentaires »)", { timeout: 60_000 }, () => {
  it('evaluates the prefilled range, lists the proposals, and goes back to editing once none is left', async () => {
    const { fetch, user } = ouvrir();
    expect(await screen.findByRole('combobox', { name: /Service/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Évaluer' }));
    const liste = await screen.findByRole('list', { name: 'Heures complémentaires proposées' });
    expect(within(liste).getAllByRole('listitem')).toHaveLength(2);
    expect(within(liste).getAllByText(/Prolonge le créneau travail 07:00 – 14:00/)).toHaveLength(2);
    expect(corps(fetch, '/api/demande/heuresSupp/evaluer')).toEqual([
      { membreId: 31, date: '2026-11-16', heureDebut: 360, heureFin: 900, commentaire: null },
    ]);
    expect(screen.getByRole('button', { name: 'Tout envoyer' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Retirer .*06:00 – 07:00/ }));
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Retirer / }));
    expect(await screen.findByRole('button', { name: 'Évaluer' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Heures complémentaires proposées' })).toBeNull();
  });

  it("sends every proposal in turn with 'Tout envoyer', then opens the last request", async () => {
    const { fetch, onSaved, user } = ouvrir();
    await user.click(await screen.findByRole('button', { name: 'Évaluer' }));
    await user.click(await screen.findByRole('button', { name: 'Tout envoyer' }));
    expect(await screen.findByText('Page /demande/51/heures-supp')).toBeTruthy();
    expect(corps(fetch, '/api/demande/heuresSupp')).toEqual([matin, soir]);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Demandes envoyées'));
  });
});
